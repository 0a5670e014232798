import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { Modal } from './modal';

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  parameters: { screenshot: { target: 'viewport' } },
  args: { open: true, onOpenChange: fn(), title: 'Tambah Device Baru' },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: {
    description: 'Beri nama device agar mudah dikenali.',
    children: (
      <Field label="Nama Device">
        <Input placeholder="Contoh: HP Kantor" />
      </Field>
    ),
    footer: (
      <>
        <Button variant="outline">Batal</Button>
        <Button>Tambah</Button>
      </>
    ),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Device Baru' });
    await expect(dialog).toHaveAccessibleDescription('Beri nama device agar mudah dikenali.');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Opens from a trigger, traps focus, closes with the × button and gives focus back. */
export const OpenAndClose: Story = {
  args: { open: false },
  render: (args) => {
    const [open, setOpen] = React.useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Detail</Button>
        <Modal {...args} open={open} onOpenChange={setOpen} title="Detail Device">
          <p className="text-sm">Isi detail device.</p>
        </Modal>
      </>
    );
  },
  parameters: { screenshot: { target: 'canvas' } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Detail' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Detail Device' });
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

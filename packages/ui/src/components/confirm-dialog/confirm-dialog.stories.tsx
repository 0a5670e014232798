import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { screenshot: { target: 'viewport' } },
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Hapus Device?',
    description:
      'Device "HP Kantor" dan sesi WhatsApp-nya akan dihapus. Tindakan ini tidak dapat dibatalkan.',
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Hapus Device?' });
    await expect(screen.getByRole('button', { name: 'Batal' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(dialog).toBeVisible();
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Batal' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { loading: true },
  play: async ({ args }) => {
    const confirm = await screen.findByRole('button', { name: 'Hapus' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Batal' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Smartphone } from 'lucide-react';
import type * as React from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { title: 'Tidak ada pembayaran yang ditemukan' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextOnly: Story = {};

export const WithAction: Story = {
  args: { onClick: fn() },
  render: ({ onClick }) => (
    <EmptyState
      icon={<Smartphone />}
      title="Belum ada device"
      description="Tambahkan device pertama Anda untuk mulai memakai WhatsApp API."
      action={
        <Button onClick={onClick as unknown as React.MouseEventHandler<HTMLButtonElement>}>
          <Plus aria-hidden="true" />
          Tambah Device
        </Button>
      }
    />
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah Device' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

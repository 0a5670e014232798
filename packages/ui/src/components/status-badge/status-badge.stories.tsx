import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge } from './status-badge';

const meta = { title: 'Primitives/StatusBadge', component: StatusBadge } satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Menunggu')).toBeVisible();
  },
};
export const Paid: Story = {
  args: { status: 'paid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dibayar')).toBeVisible();
  },
};
export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gagal')).toBeVisible();
  },
};
export const UnknownShowsPending: Story = {
  args: { status: 'refunded' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Menunggu')).toBeVisible();
  },
};

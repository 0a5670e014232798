import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordChecklist } from './password-checklist';

const meta = {
  title: 'Auth/PasswordChecklist',
  component: PasswordChecklist,
  args: { password: 'abc', confirmation: '' },
} satisfies Meta<typeof PasswordChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingMet: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Minimal 6 karakter').closest('li')).toHaveAttribute('data-met', 'false');
    await expect(canvas.getByText('Password cocok').closest('li')).toHaveAttribute('data-met', 'false');
  },
};
export const AllMet: Story = {
  args: { password: 'rahasia1', confirmation: 'rahasia1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Minimal 6 karakter').closest('li')).toHaveAttribute('data-met', 'true');
    await expect(canvas.getByText('Password cocok').closest('li')).toHaveAttribute('data-met', 'true');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Input } from './input';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { 'aria-label': 'Nama Device', placeholder: 'Contoh: HP Kantor' },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nama Device' });
    await userEvent.type(input, 'HP Kantor');
    await expect(input).toHaveValue('HP Kantor');
  },
};
export const Filled: Story = { args: { defaultValue: 'HP Kantor' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Tidak bisa diubah' } };
export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'x' } };

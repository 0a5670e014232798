import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { PasswordInput } from './password-input';

const meta = {
  title: 'Primitives/PasswordInput',
  component: PasswordInput,
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  render: (args) => (
    <Field label="Password">
      <PasswordInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = { args: { defaultValue: 'rahasia123' } };

export const ToggleVisibility: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'Rahasia1!');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Rahasia1!');
    const hide = canvas.getByRole('button', { name: 'Sembunyikan password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'rahasia' } };

export const Revealed: Story = {
  args: { defaultValue: 'Rahasia1!' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Sembunyikan password' })).toBeVisible();
    // Move focus away so the picture shows the field at rest.
    await userEvent.tab();
  },
};

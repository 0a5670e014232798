import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, userEvent } from 'storybook/test';
import { Input } from '../input/input';
import { Field } from './field';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: { label: 'Username atau Email' },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  args: { hint: 'Anda bisa memakai username atau email.', children: <Input /> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username atau Email' });
    await expect(input).toHaveAccessibleDescription('Anda bisa memakai username atau email.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { error: 'Username wajib diisi', required: true, children: <Input /> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Username atau Email/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Username wajib diisi');
  },
};

/** The error clears as soon as the user edits the field (the form owns the error state). */
export const ErrorClearsOnEdit: Story = {
  render: (args) => {
    const [error, setError] = React.useState<string | undefined>('Email wajib diisi');
    return (
      <Field {...args} label="Email" error={error}>
        <Input type="email" onChange={() => setError(undefined)} />
      </Field>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(canvas.getByText('Email wajib diisi')).toBeVisible();
    await userEvent.type(input, 'a');
    await expect(canvas.queryByText('Email wajib diisi')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

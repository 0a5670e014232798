import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordStrengthMeter } from './password-strength-meter';

const meta = {
  title: 'Auth/PasswordStrengthMeter',
  component: PasswordStrengthMeter,
  args: { password: 'abc' },
} satisfies Meta<typeof PasswordStrengthMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VeryWeak: Story = {
  play: async ({ canvas }) => expect(canvas.getByText('Sangat Lemah')).toBeVisible(),
};
export const Medium: Story = {
  args: { password: 'abcdefgh' },
  play: async ({ canvas }) => expect(canvas.getByText('Sedang')).toBeVisible(),
};
export const VeryStrong: Story = {
  args: { password: 'Rahasia-123' },
  play: async ({ canvas }) => expect(canvas.getByText('Sangat Kuat')).toBeVisible(),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VerificationPanel } from './verification-panel';

const meta = {
  title: 'Auth/VerificationPanel',
  component: VerificationPanel,
  args: {
    whatsapp_number: '6281234567890',
    verification_code: '482913',
    admin_whatsapp: '6281100000002',
    keyword: 'Register Wuz',
  },
} satisfies Meta<typeof VerificationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Account Verification Required' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Send Token via WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/6281100000002?text=Register%20Wuz%3A482913',
    );
    await expect(canvas.getByText('+6281100000002')).toBeVisible();
  },
};

export const CustomKeyword: Story = {
  args: { keyword: 'Daftar', footer: <a href="/login">Kembali ke Login</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Daftar:482913')).toBeVisible();
  },
};

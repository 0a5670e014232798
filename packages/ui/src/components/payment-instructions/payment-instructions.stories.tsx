import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentInstructions } from './payment-instructions';

const meta = {
  title: 'Payments/PaymentInstructions',
  component: PaymentInstructions,
  args: {
    instructions: {
      bank_name: 'Bank Central Asia (BCA)',
      account_number: '1234567890',
      account_name: 'Wuz Indonesia',
      amount: 15321,
      original_price: 15000,
      price_adjustment: 321,
      payment_code: 'PAY000012',
      instructions: ['Transfer tepat sesuai nominal.', 'Tulis kode pembayaran pada berita transfer.'],
      deadline: '2026-11-21T09:15:00.000Z',
      contact: { whatsapp: '6281100000002', email: 'support@wuz.local' },
    },
  },
} satisfies Meta<typeof PaymentInstructions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rp 15.321')).toBeVisible();
    await expect(canvas.getByText('PAY000012')).toBeVisible();
    await expect(canvas.getByText(/kode unik Rp 321/)).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

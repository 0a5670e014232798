import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentRow } from './payment-row';

const meta = {
  title: 'Payments/PaymentRow',
  component: PaymentRow,
  args: {
    payment: {
      id: 12,
      amount: 15321,
      status: 'pending',
      created_at: '2026-11-20T09:15:00.000Z',
      paid_at: null,
      payment_deadline: '2026-11-21T09:15:00.000Z',
      payment_code: 'PAY000012',
      device: { name: 'CS Toko Utama', api_key: 'a9f3c2e1b7d64f0e8c5a' },
      product: { name: 'Monthly Plan' },
    },
    bankInfo: { bank_name: 'BCA', account_number: '1234567890', account_name: 'Wuz Indonesia' },
  },
} satisfies Meta<typeof PaymentRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Menunggu transfer')).toBeVisible();
    await expect(canvas.getByText('1234567890')).toBeVisible();
    await expect(canvas.getByText('a9f3c2e1...')).toBeVisible();
  },
};

export const Paid: Story = {
  args: { payment: { ...meta.args.payment, status: 'paid', paid_at: '2026-11-20T11:00:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Dibayar pada/)).toBeVisible();
    await expect(canvas.queryByText('Menunggu transfer')).toBeNull();
  },
};

export const FlatFieldsAndUnknownStatus: Story = {
  args: {
    payment: {
      ...meta.args.payment,
      status: 'expired',
      device: null,
      product: null,
      device_name: 'Device Lama',
      product_name: '2-Week Plan',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2-Week Plan')).toBeVisible();
    await expect(canvas.getByText('Menunggu')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Menunggu transfer')).toBeVisible();
    await expect(canvas.getByText('1234567890')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { payment: { ...meta.args.payment, status: 'failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gagal')).toBeVisible();
    await expect(canvas.queryByText('Menunggu transfer')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PricingCard } from './pricing-card';

const meta = {
  title: 'Payments/PricingCard',
  component: PricingCard,
  args: {
    product: {
      name: 'Monthly Plan',
      price: 15000,
      duration_in_days: 30,
      description: 'Paket 1 bulan untuk 1 device WhatsApp',
      features: ['Semua fitur WhatsApp API', 'Notifikasi webhook', 'Tipe pesan lengkap', 'Performa tinggi'],
      popular: true,
    },
    onSelect: fn(),
  },
  decorators: [(Story) => <div className="max-w-xs pt-4">{Story()}</div>],
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Popular: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Paling Populer')).toBeVisible();
    await expect(canvas.getByText('Rp 15.000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pilih Paket' }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

export const Regular: Story = {
  args: {
    product: {
      ...meta.args.product,
      name: '2-Week Plan',
      price: 11000,
      duration_in_days: 14,
      popular: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Paling Populer')).toBeNull();
    await expect(canvas.getByText('/ 14 hari')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Rp 15.000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pilih Paket' }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

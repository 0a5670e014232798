import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminPaymentsTable } from './admin-payments-table';

const payments = [
  {
    id: 123456789,
    amount: 15321,
    status: 'pending',
    created_at: '2026-11-20T09:15:00.000Z',
    user_fullname: 'Budi Santoso',
    user_email: 'budi@contoh.id',
    device_name: 'CS Toko Utama',
    product_name: 'Monthly Plan',
  },
  {
    id: 2,
    amount: 11050,
    status: 'paid',
    created_at: '2026-11-19T10:00:00.000Z',
    paid_at: '2026-11-19T14:30:00.000Z',
  },
];

const meta = {
  title: 'Admin/AdminPaymentsTable',
  component: AdminPaymentsTable,
  args: { payments, onStatusChange: fn(), busyIds: new Set<number>() },
} satisfies Meta<typeof AdminPaymentsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('12345678...')).toBeVisible();
    await expect(canvas.getAllByText('N/A')).toHaveLength(4);
    await expect(canvas.getByText(/^Dibayar pada 19 Nov 2026/)).toBeVisible();
    const rows = canvas.getAllByRole('row');
    const first = within(rows[1]!);
    await expect(first.queryByRole('button', { name: /menjadi pending/ })).toBeNull();
    await userEvent.click(first.getByRole('button', { name: /menjadi paid/ }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(payments[0], 'paid');
  },
};

export const Busy: Story = {
  args: { busyIds: new Set([2]) },
  play: async ({ canvas }) => {
    const second = within(canvas.getAllByRole('row')[2]!);
    for (const button of second.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    // The table keeps its columns and scrolls sideways inside its labelled region.
    const region = canvas.getByRole('region', { name: 'Daftar pembayaran' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(canvas.getByText('Budi Santoso')).toBeVisible();
  },
};

export const LongUserName: Story = {
  args: {
    payments: [
      {
        ...payments[0]!,
        user_fullname: 'Raden Ajeng Kartika Dewi Sekar Ayu Wulandari Prameswari',
        user_email: 'kartika.dewi.sekar.ayu.wulandari.prameswari@perusahaan-contoh.co.id',
        device_name: 'Customer Service Cabang Surabaya Timur',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Raden Ajeng Kartika Dewi Sekar Ayu Wulandari Prameswari')).toBeVisible();
    await expect(
      canvas.getByText('kartika.dewi.sekar.ayu.wulandari.prameswari@perusahaan-contoh.co.id'),
    ).toBeVisible();
  },
};

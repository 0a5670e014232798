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

/** From the `sm` breakpoint up: a table (the phone list is hidden). */
const table = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Daftar pembayaran' }));

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.queryByRole('list', { name: 'Daftar pembayaran' })).toBeNull();
    const view = table(canvasElement);
    await expect(view.getByText('12345678...')).toBeVisible();
    await expect(view.getAllByText('N/A')).toHaveLength(4);
    await expect(view.getByText(/^Dibayar pada 19 Nov 2026/)).toBeVisible();
    const rows = view.getAllByRole('row');
    const first = within(rows[1]!);
    await expect(first.queryByRole('button', { name: /menjadi pending/ })).toBeNull();
    await userEvent.click(first.getByRole('button', { name: /menjadi paid/ }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(payments[0], 'paid');
  },
};

export const Busy: Story = {
  args: { busyIds: new Set([2]) },
  play: async ({ canvasElement }) => {
    const second = within(table(canvasElement).getAllByRole('row')[2]!);
    for (const button of second.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** On a phone each payment is a card with the same facts and buttons; the table is hidden. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { busyIds: new Set([2]) },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('region', { name: 'Daftar pembayaran' })).toBeNull();
    const cards = within(canvas.getByRole('list', { name: 'Daftar pembayaran' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    await expect(first.getByText('Budi Santoso')).toBeVisible();
    await expect(first.getByText('Rp 15.321')).toBeVisible();
    await userEvent.click(first.getByRole('button', { name: /menjadi failed/ }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(payments[0], 'failed');
    const second = within(cards[1]!);
    await expect(second.getByText(/^Dibayar pada/)).toBeVisible();
    for (const button of second.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

const longNames = [
  {
    ...payments[0]!,
    user_fullname: 'Raden Ajeng Kartika Dewi Sekar Ayu Wulandari Prameswari',
    user_email: 'kartika.dewi.sekar.ayu.wulandari.prameswari@perusahaan-contoh.co.id',
    device_name: 'Customer Service Cabang Surabaya Timur',
  },
];

/** A long name and e-mail wrap inside the card instead of widening the page. */
export const MobileLongUserName: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { payments: longNames },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: 'Daftar pembayaran' }));
    await expect(
      list.getByText('kartika.dewi.sekar.ayu.wulandari.prameswari@perusahaan-contoh.co.id'),
    ).toBeVisible();
  },
};

export const LongUserName: Story = {
  args: { payments: longNames },
  play: async ({ canvasElement }) => {
    const view = table(canvasElement);
    await expect(view.getByText('Raden Ajeng Kartika Dewi Sekar Ayu Wulandari Prameswari')).toBeVisible();
    await expect(
      view.getByText('kartika.dewi.sekar.ayu.wulandari.prameswari@perusahaan-contoh.co.id'),
    ).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { storyAdmin, storyAdminPayments, storyPayment, storyUser } from '../../stories/fixtures';
import { getFailing, getJson, getPending, onPhone, withPage } from '../../stories/page-story';
import AdminPaymentsPage from './admin-payments-page';

const updateStatus = http.put('/api/payments/:id/status', async ({ params, request }) => {
  const { status } = (await request.json()) as { status: 'pending' | 'paid' | 'failed' };
  await delay(300);
  const payment = storyAdminPayments.find((item) => item.id === Number(params.id))!;
  return HttpResponse.json({
    payment: { ...payment, status, paid_at: status === 'paid' ? new Date().toISOString() : null },
  });
});

const meta = {
  title: 'Pages/Admin Payments',
  component: AdminPaymentsPage,
  decorators: [withPage({ url: '/admin/payments' })],
  parameters: {
    layout: 'fullscreen',
    user: storyAdmin,
    msw: { handlers: [getJson('/api/payments', { payments: storyAdminPayments }), updateStatus] },
  },
} satisfies Meta<typeof AdminPaymentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Admin - Kelola Pembayaran' })).toBeVisible();
    await expect(await canvas.findByText('Menampilkan 1-10 dari 23 hasil')).toBeVisible();
    await expect(canvas.getByText('Halaman 1 dari 3 (1-10 dari 23)')).toBeVisible();
    await expect(canvas.getAllByText('N/A').length).toBeGreaterThan(0);
  },
};

export const FilterAndSearch: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('Menampilkan 1-10 dari 23 hasil');
    await userEvent.selectOptions(canvas.getByLabelText('Filter status'), 'paid');
    await expect(canvas.getByText('Menampilkan 1-8 dari 8 hasil')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Cari pembayaran' }), 'pelanggan2@');
    await expect(canvas.getByText('Menampilkan 1-1 dari 1 hasil')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Filter status'), 'failed');
    await expect(canvas.getByText('Tidak ada pembayaran yang ditemukan')).toBeVisible();
  },
};

export const ChangeStatus: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Menampilkan 1-10 dari 23 hasil');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Cari pembayaran' }), 'pelanggan3@');
    const row = canvas
      .getAllByRole('row')
      .find((item) => item.textContent?.includes('pelanggan3@')) as HTMLElement;
    const paid = within(row).getByRole('button', { name: /paid/i });
    await userEvent.click(paid);
    await expect(paid).toBeDisabled();
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        'Status pembayaran berhasil diubah menjadi paid',
      ),
    ).toBeVisible();
    const updated = canvas
      .getAllByRole('row')
      .find((item) => item.textContent?.includes('pelanggan3@')) as HTMLElement;
    await expect(within(updated).getByText(/^Dibayar pada/)).toBeVisible();
  },
};

const manyPending = Array.from({ length: 12 }, (_, index) =>
  storyPayment(200 - index, {
    user_fullname: `Pelanggan ${index + 1}`,
    user_email: `antre${index + 1}@contoh.id`,
  }),
);

/** The page stays put when a status change takes a row out of the filtered list (only filter and search reset it). */
export const StatusChangeKeepsPage: Story = {
  parameters: {
    msw: {
      handlers: [
        getJson('/api/payments', { payments: manyPending }),
        http.put('/api/payments/:id/status', async ({ params }) => {
          const payment = manyPending.find((item) => item.id === Number(params.id))!;
          return HttpResponse.json({
            payment: { ...payment, status: 'paid', paid_at: new Date().toISOString() },
          });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Menampilkan 1-10 dari 12 hasil');
    await userEvent.selectOptions(canvas.getByLabelText('Filter status'), 'pending');
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 2' }));
    await expect(canvas.getByText('Halaman 2 dari 2 (11-12 dari 12)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ubah status pembayaran 189 menjadi paid' }));
    await expect(await canvas.findByText('Halaman 2 dari 2 (11-11 dari 11)')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Filter status'), 'paid');
    await expect(canvas.getByText('Halaman 1 dari 1 (1-1 dari 1)')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getPending('/api/payments')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Memuat pembayaran')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [getJson('/api/payments', { payments: [] })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Tidak ada pembayaran yang ditemukan')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [getFailing('/api/payments')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Coba Lagi' })).toBeVisible();
  },
};

export const NotAnAdmin: Story = {
  parameters: { user: storyUser },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Akses Ditolak')).toBeVisible();
    await expect(canvas.getByText('Hanya admin yang dapat mengakses halaman ini.')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Menampilkan 1-10 dari 23 hasil')).toBeVisible();
    const cards = within(canvas.getByRole('list', { name: 'Daftar pembayaran' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(10);
    const first = within(cards[0]!);
    await userEvent.click(first.getByRole('button', { name: /menjadi paid/ }));
    await expect(await first.findByText(/^Dibayar pada/)).toBeVisible();
    await expect(first.getByRole('button', { name: /menjadi pending/ })).toBeEnabled();
  },
};

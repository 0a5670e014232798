import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  storyBankInfo,
  storyDevices,
  storyInstructions,
  storyPayment,
  storyPayments,
  storyProducts,
  storyUser,
} from '../../stories/fixtures';
import { getFailing, getJson, getPending, onPhone, withPage } from '../../stories/page-story';
import PaymentsPage from './payments-page';

const reads = [
  getJson('/api/devices', { devices: storyDevices }),
  getJson('/api/payments/products', { products: storyProducts }),
  getJson('/api/payments/bank-info', { data: storyBankInfo }),
];

const create = http.post('/api/payments/create', async ({ request }) => {
  const { device_id, product_id } = (await request.json()) as { device_id: string; product_id: number };
  await delay(150);
  const device = storyDevices.find((item) => item.id === device_id)!;
  const product = storyProducts.find((item) => item.id === product_id)!;
  const payment = storyPayment(50, {
    device_id,
    device: { id: device.id, name: device.name, api_key: device.api_key },
    device_name: device.name,
    product: { id: product.id, name: product.name, duration_in_days: product.duration_in_days },
    product_name: product.name,
    original_price: product.price,
    price_adjustment: 321,
    amount: product.price + 321,
    created_at: new Date().toISOString(),
  });
  return HttpResponse.json({ payment, instructions: storyInstructions(payment) }, { status: 201 });
});

const meta = {
  title: 'Pages/Payments',
  component: PaymentsPage,
  decorators: [withPage({ url: '/payments' })],
  parameters: {
    layout: 'fullscreen',
    user: storyUser,
    msw: { handlers: [...reads, getJson('/api/payments', { payments: storyPayments }), create] },
  },
} satisfies Meta<typeof PaymentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Payment History' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = canvas.getByRole('tabpanel');
    await expect(await within(panel).findAllByRole('listitem')).toHaveLength(5);
    await expect(within(panel).getAllByText(/Dibayar pada/).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...reads, getJson('/api/payments', { payments: null })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Belum ada pembayaran')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Lihat Paket' }));
    await expect(canvas.getByRole('tab', { name: 'Available Plans' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** The dashboard's 'Lihat Paket' opens the plans, not the history. */
export const PlansFromLink: Story = {
  parameters: { url: '/payments?tab=plans' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Available Plans' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await within(canvas.getByRole('tabpanel')).findByText('Monthly Plan')).toBeVisible();
  },
};

export const BuyFromDeviceCard: Story = {
  parameters: { url: `/payments?device=${storyDevices[1]!.id}` },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: 'Available Plans' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = canvas.getByRole('tabpanel');
    await expect(await within(panel).findByText('Paling Populer')).toBeVisible();
    const monthly = within(panel).getByText('Monthly Plan').closest('li') as HTMLElement;
    await userEvent.click(within(monthly).getByRole('button', { name: 'Pilih Paket' }));
    const body = within(canvasElement.ownerDocument.body);
    const purchase = await body.findByRole('dialog', { name: 'Beli Paket' });
    await waitFor(() => expect(within(purchase).getByLabelText('Device')).toHaveValue(storyDevices[1]!.id));
    await userEvent.click(within(purchase).getByRole('button', { name: 'Buat Pembayaran' }));
    await expect(
      await body.findByText('Pembayaran berhasil dibuat! Silakan ikuti instruksi pembayaran.'),
    ).toBeVisible();
    const instructions = await body.findByRole('dialog', { name: 'Instruksi Pembayaran' });
    await expect(instructions).toHaveTextContent('PAY000050');
    await expect(instructions).toHaveTextContent('Rp 15.321');
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await userEvent.click(within(instructions).getByRole('button', { name: 'Salin kode pembayaran' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('PAY000050');
    await expect(await body.findByText('Berhasil disalin!')).toBeVisible();
  },
};

export const ChooseADevice: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Available Plans' }));
    const panel = canvas.getByRole('tabpanel');
    const plan = (await within(panel).findByText('2-Week Plan')).closest('li') as HTMLElement;
    await userEvent.click(within(plan).getByRole('button', { name: 'Pilih Paket' }));
    const purchase = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Beli Paket',
    });
    await userEvent.click(await within(purchase).findByRole('button', { name: 'Buat Pembayaran' }));
    await expect(within(purchase).getByText('Pilih device terlebih dahulu')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...reads, getPending('/api/payments')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Memuat riwayat pembayaran')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [...reads, getFailing('/api/payments')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Coba Lagi' })).toBeVisible();
  },
};

export const Phone: Story = { ...History, globals: onPhone };

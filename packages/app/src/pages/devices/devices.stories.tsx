import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Device } from '@wuz/api/contract';
import { delay, HttpResponse, http } from 'msw';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { storyDevice, storyDevices, storyUser } from '../../stories/fixtures';
import { getFailing, getJson, getPending, onPhone, withPage } from '../../stories/page-story';
import DevicesPage from './devices-page';

const manyDevices: Device[] = Array.from({ length: 14 }, (_, index) =>
  storyDevice(index + 1, { name: index % 2 ? `Gudang ${index + 1}` : `Kasir ${index + 1}` }),
);

const mutations = [
  http.post('/api/devices', async ({ request }) => {
    const { name } = (await request.json()) as { name: string };
    await delay(150);
    return HttpResponse.json({ device: storyDevice(99, { name }) }, { status: 201 });
  }),
  http.delete('/api/devices/:id', async () => {
    await delay(150);
    return HttpResponse.json({ message: 'Device berhasil dihapus' });
  }),
];

const meta = {
  title: 'Pages/Devices',
  component: DevicesPage,
  decorators: [withPage({ url: '/devices' })],
  parameters: {
    layout: 'fullscreen',
    user: storyUser,
    msw: { handlers: [getJson('/api/devices', { devices: storyDevices }), ...mutations] },
  },
} satisfies Meta<typeof DevicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    const first = await canvas.findByText('CS Toko Utama');
    await expect(first).toBeVisible();
    await expect(within(first.closest('ul')!).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [getJson('/api/devices', { devices: [] }), ...mutations] } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Tambah Device Pertama' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Tambah Device' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tambah Device' }));
    await expect(within(dialog).getByText('Nama device wajib diisi')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Nama Device'), 'Kasir Baru');
    await expect(within(dialog).queryByText('Nama device wajib diisi')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tambah Device' }));
    await expect(await body.findByText('Device berhasil ditambahkan')).toBeVisible();
    await expect(await canvas.findByText('Kasir Baru')).toBeVisible();
  },
};

export const SearchAndPages: Story = {
  parameters: { msw: { handlers: [getJson('/api/devices', { devices: manyDevices })] } },
  play: async ({ canvas }) => {
    await canvas.findByText('Kasir 1');
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);
    await expect(canvas.queryByText('Kasir 7')).toBeNull();
    const search = canvas.getByRole('searchbox', { name: 'Cari device' });
    await userEvent.type(search, 'gudang');
    await expect(canvas.getByText('7 device ditemukan')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, manyDevices[4]!.api_key.slice(0, 8));
    await expect(canvas.getByText('1 device ditemukan')).toBeVisible();
    await expect(canvas.getByText('Kasir 5')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    await expect(canvas.getByText('Tidak ada device yang cocok')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Filter' }));
    await expect(search).toHaveValue('');
  },
};

export const DeleteDevice: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = (await canvas.findByText('Gudang Jakarta')).closest('li') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: /Hapus/ }));
    const body = within(canvasElement.ownerDocument.body);
    const confirm = await body.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent('Gudang Jakarta');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    await expect(await body.findByText('Device berhasil dihapus')).toBeVisible();
    await expect(canvas.queryByText('Gudang Jakarta')).toBeNull();
  },
};

export const CopyToken: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const card = (await canvas.findByText('CS Toko Utama')).closest('li') as HTMLElement;
    const copy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await userEvent.click(within(card).getByRole('button', { name: 'Salin Token' }));
    await expect(copy).toHaveBeenCalledWith(storyDevices[0]!.api_key);
    await expect(await body.findByText('Token berhasil disalin')).toBeVisible();
    copy.mockRejectedValue(new Error('ditolak'));
    await userEvent.click(within(card).getByRole('button', { name: /Salin Token|Disalin/ }));
    await expect(await body.findByText('Gagal menyalin Token')).toBeVisible();
  },
};

const storyWebhook = {
  url: 'https://tokoku.id/wa/webhook',
  events: ['Message'],
  hmac_key: '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0',
  pending: 0,
  last_error: '',
};
const rotatedKey = '9a8b7c6d5e4f30211203f4e5d6c7b8a99a8b7c6d5e4f30211203f4e5d6c7b8a9';
const webhookHandlers = [
  getJson('/api/devices/:id/webhook', { webhook: storyWebhook }),
  http.post('/api/devices/:id/webhook/hmac-key', async () => {
    await delay(150);
    return HttpResponse.json({ webhook: { ...storyWebhook, hmac_key: rotatedKey } });
  }),
  http.post('/api/devices/:id/webhook/test', async () => {
    await delay(150);
    return HttpResponse.json({ result: { delivered: true, status: 200, error: '', duration_ms: 84 } });
  }),
  http.put('/api/devices/:id/webhook', async ({ request }) => {
    const body = (await request.json()) as { url: string; events: string[] };
    await delay(150);
    return HttpResponse.json({ webhook: { ...storyWebhook, ...body } });
  }),
];

export const Detail: Story = {
  parameters: {
    msw: { handlers: [getJson('/api/devices', { devices: storyDevices }), ...webhookHandlers, ...mutations] },
  },
  play: async ({ canvas, canvasElement }) => {
    const card = (await canvas.findByText('CS Toko Utama')).closest('li') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: /Detail/ }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Detail Device' });
    await expect(dialog).toHaveTextContent(storyDevices[0]!.api_key);
    await expect(dialog).toHaveTextContent('Terhubung (+6281234500001)');
    await expect(await within(dialog).findByText(storyWebhook.url)).toBeVisible();
    await expect(dialog).not.toHaveTextContent(storyWebhook.hmac_key);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Tampilkan kunci HMAC' }));
    await expect(dialog).toHaveTextContent(storyWebhook.hmac_key);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buat Ulang Kunci HMAC' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Buat Ulang Kunci HMAC?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Buat Ulang' }));
    await expect(await body.findByText('Kunci HMAC baru berhasil dibuat')).toBeVisible();
    await expect(dialog).toHaveTextContent(rotatedKey);
  },
};

export const DetailEditWebhook: Story = {
  parameters: Detail.parameters,
  play: async ({ canvas, canvasElement }) => {
    const card = (await canvas.findByText('CS Toko Utama')).closest('li') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: /Detail/ }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Detail Device' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Ubah Webhook' }));

    const url = dialog.getByRole('textbox', { name: 'URL Webhook' });
    await expect(url).toHaveValue(storyWebhook.url);
    await expect(dialog.getByRole('checkbox', { name: /^Message/ })).toBeChecked();
    await userEvent.clear(url);
    await userEvent.type(url, 'ftp://tokoku.id/hook');
    await userEvent.click(dialog.getByRole('checkbox', { name: /^Message/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Simpan Webhook' }));
    await expect(await dialog.findByText('URL webhook harus diawali http:// atau https://')).toBeVisible();

    await userEvent.clear(url);
    await userEvent.type(url, 'https://tokoku.id/wa/baru');
    await expect(dialog.queryByText('URL webhook harus diawali http:// atau https://')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Simpan Webhook' }));
    await expect(await dialog.findByText('Pilih minimal satu event')).toBeVisible();

    await userEvent.click(dialog.getByRole('checkbox', { name: /^Connected/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /^Message/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Simpan Webhook' }));
    await expect(await body.findByText('Webhook berhasil disimpan')).toBeVisible();
    await expect(await dialog.findByText('https://tokoku.id/wa/baru')).toBeVisible();
    await expect(dialog.getByText('Connected, Message')).toBeVisible();
  },
};

/** Opens the named device's detail and sends a test webhook from it. */
async function sendTestFromDetail(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const card = (await canvas.findByText('CS Toko Utama')).closest('li') as HTMLElement;
  await userEvent.click(within(card).getByRole('button', { name: /Detail/ }));
  const body = within(canvasElement.ownerDocument.body);
  const dialog = within(await body.findByRole('dialog', { name: 'Detail Device' }));
  await userEvent.click(await dialog.findByRole('button', { name: 'Kirim Tes' }));
  return { body, dialog };
}

export const DetailTestWebhook: Story = {
  parameters: Detail.parameters,
  play: async ({ canvasElement }) => {
    const { body, dialog } = await sendTestFromDetail(canvasElement);
    await expect(await body.findByText('Tes webhook terkirim')).toBeVisible();
    await expect(await dialog.findByTestId('webhook-test')).toHaveTextContent(
      'Tes terkirim: penerima menjawab HTTP 200 dalam 84 ms.',
    );
  },
};

export const DetailTestWebhookFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/devices/:id/webhook/test', () =>
          HttpResponse.json({
            result: {
              delivered: false,
              status: null,
              error: 'Penerima tidak dapat dihubungi: connect ECONNREFUSED',
              duration_ms: 3,
            },
          }),
        ),
        getJson('/api/devices', { devices: storyDevices }),
        ...webhookHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { body, dialog } = await sendTestFromDetail(canvasElement);
    await expect(await body.findByText('Tes webhook gagal')).toBeVisible();
    await expect(await dialog.findByTestId('webhook-test')).toHaveTextContent(
      'Tes gagal: Penerima tidak dapat dihubungi: connect ECONNREFUSED (3 ms).',
    );
  },
};

export const DetailWebhookError: Story = {
  parameters: {
    msw: {
      handlers: [getJson('/api/devices', { devices: storyDevices }), getFailing('/api/devices/:id/webhook')],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const card = (await canvas.findByText('CS Toko Utama')).closest('li') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: /Detail/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Detail Device',
    });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server');
    await expect(within(dialog).getByRole('button', { name: 'Coba Lagi' })).toBeVisible();
  },
};

export const PopupBlocked: Story = {
  play: async ({ canvas, canvasElement }) => {
    const original = window.open;
    window.open = () => null;
    try {
      const card = (await canvas.findByText('CS Toko Utama')).closest('li') as HTMLElement;
      await userEvent.click(within(card).getByRole('button', { name: /Login WA/ }));
      const body = within(canvasElement.ownerDocument.body);
      await expect(await canvas.findByRole('link', { name: /Buka Halaman Login WhatsApp/ })).toHaveAttribute(
        'href',
        `/api/wuzapi/device-login/${storyDevices[0]!.api_key}`,
      );
      await expect(
        (await body.findAllByText('Popup diblokir! Klik tombol di bawah untuk login.')).length,
      ).toBeGreaterThan(0);
    } finally {
      window.open = original;
    }
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getPending('/api/devices')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Memuat devices')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [getFailing('/api/devices')] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Coba Lagi' })).toBeVisible();
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Gagal memuat data devices', {
        selector: 'li *',
      }),
    ).toBeVisible();
  },
};

export const Phone: Story = { ...Populated, globals: onPhone };

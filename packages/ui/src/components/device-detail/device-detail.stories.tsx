import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DeviceDetail } from './device-detail';

const now = new Date('2026-11-20T09:00:00.000Z');
const hmacKey = '5b1e0c9a7d3f48e2a6c4b8d0f2e4a6c8b0d2f4e6a8c0b2d4f6e8a0c2b4d69f3e';

const meta = {
  title: 'Devices/DeviceDetail',
  component: DeviceDetail,
  args: {
    now,
    device: {
      id: '3f2a9c1e-4b1c-4d2e-9f3a-1234567890ab',
      name: 'CS Toko Utama',
      api_key: 'a9f3c2e1b7d64f0e8c5a2b1d9e7f6a3c5b2e',
      created_at: '2026-03-14T08:00:00.000Z',
      expired_at: '2026-12-20T09:00:00.000Z',
      connected: true,
      phone: '6281234500001',
    },
    webhook: { url: 'https://tokoku.id/wa/webhook', events: ['Message', 'Connected'], hmac_key: hmacKey },
    onRotateHmacKey: fn(),
    onRetryWebhook: fn(),
    onCopied: fn(),
    onCopyError: fn(),
  },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
} satisfies Meta<typeof DeviceDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithWebhook: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Terhubung (+6281234500001)')).toBeVisible();
    await expect(canvas.getByText('30 hari lagi')).toBeVisible();
    await expect(canvas.getByText('https://tokoku.id/wa/webhook')).toBeVisible();
    await expect(canvas.getByText('Message, Connected')).toBeVisible();
    const key = canvas.getByTestId('hmac-key');
    await expect(key).toHaveTextContent('••••••••••••9f3e');
    await expect(key).not.toHaveTextContent(hmacKey);
    await userEvent.click(canvas.getByRole('button', { name: 'Buat Ulang Kunci HMAC' }));
    await expect(args.onRotateHmacKey).toHaveBeenCalledOnce();
  },
};

export const KeyRevealed: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Tampilkan kunci HMAC' });
    await userEvent.click(toggle);
    await expect(canvas.getByTestId('hmac-key')).toHaveTextContent(hmacKey);
    await expect(canvas.getByRole('button', { name: 'Sembunyikan kunci HMAC' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const NoWebhookYet: Story = {
  args: {
    device: { ...meta.args.device, connected: false, phone: null, expired_at: null },
    webhook: { url: '', events: [], hmac_key: '' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum terhubung')).toBeVisible();
    await expect(canvas.getByText('Belum aktif')).toBeVisible();
    await expect(canvas.getByText(/Belum diatur/)).toBeVisible();
    await expect(canvas.getByText('Belum ada kunci')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buat Kunci HMAC' })).toBeEnabled();
  },
};

export const AllEvents: Story = {
  args: { webhook: { url: 'https://tokoku.id/wa/webhook', events: ['All'], hmac_key: hmacKey } },
  play: async ({ canvas }) => expect(canvas.getByText('Semua event')).toBeVisible(),
};

export const WebhookLoading: Story = {
  args: { webhook: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat webhook');
    await expect(canvas.queryByText('Kunci HMAC')).not.toBeInTheDocument();
  },
};

export const WebhookError: Story = {
  args: { webhook: undefined, webhookError: 'Gagal memuat webhook device' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Gagal memuat webhook device');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(args.onRetryWebhook).toHaveBeenCalledOnce();
  },
};

export const Rotating: Story = {
  args: { rotating: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Buat Ulang Kunci HMAC' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const CopyKey: Story = {
  play: async ({ canvas, args }) => {
    const written: string[] = [];
    const original = navigator.clipboard.writeText;
    navigator.clipboard.writeText = async (text: string) => {
      written.push(text);
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Salin Kunci HMAC' }));
      await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith('hmac_key'));
      await expect(written).toEqual([hmacKey]);
      // back to its resting look before the screenshot
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Salin Kunci HMAC' })).toBeVisible(), {
        timeout: 5000,
      });
    } finally {
      navigator.clipboard.writeText = original;
    }
  },
};

export const EditWebhook: Story = {
  args: { onEditWebhook: fn(), onSaveWebhook: fn() },
  render: function Render(args) {
    const [editing, setEditing] = React.useState(false);
    return (
      <DeviceDetail
        {...args}
        editingWebhook={editing}
        onEditWebhook={(next) => {
          setEditing(next);
          args.onEditWebhook?.(next);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ubah Webhook' }));
    await expect(args.onEditWebhook).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('textbox', { name: 'URL Webhook' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('checkbox', { name: 'Semua event' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Batal' }));
    await expect(args.onEditWebhook).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Ubah Webhook' })).toHaveFocus();
  },
};

export const WebhookFormOpen: Story = {
  args: {
    editingWebhook: true,
    onEditWebhook: fn(),
    onSaveWebhook: fn(),
    webhookFormErrors: { events: 'Pilih minimal satu event' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('URL Webhook')).toHaveValue('https://tokoku.id/wa/webhook');
    await expect(canvas.getByText('Pilih minimal satu event')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Buat Ulang Kunci HMAC' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan Webhook' }));
    await expect(args.onSaveWebhook).toHaveBeenCalledWith({
      url: 'https://tokoku.id/wa/webhook',
      events: ['Message', 'Connected'],
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Batal' }));
    await expect(args.onEditWebhook).toHaveBeenCalledWith(false);
  },
};

export const TestDelivered: Story = {
  args: {
    onTestWebhook: fn(),
    webhookTest: { delivered: true, status: 200, error: '', duration_ms: 84 },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('webhook-test')).toHaveTextContent(
      'Tes terkirim: penerima menjawab HTTP 200 dalam 84 ms.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Tes' }));
    await expect(args.onTestWebhook).toHaveBeenCalledOnce();
  },
};

export const TestFailed: Story = {
  args: {
    onTestWebhook: fn(),
    webhookTest: { delivered: false, status: 500, error: 'Penerima menjawab HTTP 500', duration_ms: 230 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('webhook-test')).toHaveTextContent(
      'Tes gagal: Penerima menjawab HTTP 500 (230 ms).',
    );
  },
};

export const TestSending: Story = {
  args: { onTestWebhook: fn(), testingWebhook: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Mengirim Tes/ })).toBeDisabled();
  },
};

export const NoTestWithoutUrl: Story = {
  args: { onTestWebhook: fn(), webhook: { url: '', events: [], hmac_key: hmacKey } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Kirim Tes' })).toBeNull();
  },
};

export const WebhookBacklog: Story = {
  args: {
    webhook: {
      url: 'https://tokoku.id/wa/webhook',
      events: ['All'],
      hmac_key: hmacKey,
      pending: 3,
      last_error: 'HTTP 503',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 event menunggu dikirim')).toBeVisible();
    await expect(canvas.getByText('Gagal terakhir: HTTP 503')).toBeVisible();
  },
};

export const WebhookAllDelivered: Story = {
  args: {
    webhook: {
      url: 'https://tokoku.id/wa/webhook',
      events: ['All'],
      hmac_key: hmacKey,
      pending: 0,
      last_error: '',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Semua event sudah terkirim')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Salin Token' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buat Ulang Kunci HMAC' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DeviceCard } from './device-card';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 - 60_000).toISOString();

const meta = {
  title: 'Devices/DeviceCard',
  component: DeviceCard,
  args: {
    device: {
      id: '3f2a9c1e-4b1c-4d2e-9f3a-1234567890ab',
      name: 'CS Toko Utama',
      api_key: 'a9f3c2e1b7d64f0e8c5a2b1d9e7f6a3c5b2e',
      created_at: '2026-03-14T08:00:00.000Z',
      expired_at: inDays(30),
      connected: true,
      phone: '6281234500001',
    },
    onLogin: fn(),
    onPayment: fn(),
    onDetail: fn(),
    onDelete: fn(),
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof DeviceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('30 hari lagi')).toBeVisible();
    await expect(canvas.getByText('3f2a9c1e')).toBeVisible();
    await expect(canvas.getByText('a9f3c2e1b7d64f0e8c5a...')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Login WA/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Payment/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus CS Toko Utama' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await expect(args.onPayment).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const Warning: Story = {
  args: { device: { ...meta.args.device, expired_at: inDays(5), connected: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5 hari lagi')).toBeVisible();
    await expect(canvas.getByText('Belum terhubung')).toBeVisible();
  },
};

export const Expired: Story = {
  args: { device: { ...meta.args.device, expired_at: inDays(-3) } },
  play: async ({ canvas }) => expect(canvas.getByText('Kedaluwarsa')).toBeVisible(),
};

export const NoPlan: Story = {
  args: { device: { ...meta.args.device, expired_at: null } },
  play: async ({ canvas }) => expect(canvas.getByText('Belum aktif')).toBeVisible(),
};

const now = new Date('2026-11-20T09:00:00.000Z');

/** An admin's device works without a plan. */
export const AdminDevice: Story = {
  args: { device: { ...meta.args.device, expired_at: null, plan_exempt: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tanpa batas (admin)')).toBeVisible();
    await expect(canvas.queryByText('Belum aktif')).toBeNull();
  },
};

export const Mobile: Story = {
  args: { now, device: { ...meta.args.device, expired_at: '2026-12-20T09:00:00.000Z' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('30 hari lagi')).toBeVisible();
    for (const name of [/Login WA/, /Payment/, /Detail/]) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

export const LongName: Story = {
  args: {
    now,
    device: {
      ...meta.args.device,
      name: 'Customer Service Cabang Surabaya Timur - Nomor Cadangan Akhir Pekan',
      expired_at: '2026-11-27T09:00:00.000Z',
    },
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: /Customer Service Cabang Surabaya Timur/ });
    // Cut with an ellipsis on one line, the delete button keeps its place.
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
    await expect(canvas.getByText('7 hari lagi')).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: 'Hapus Customer Service Cabang Surabaya Timur - Nomor Cadangan Akhir Pekan',
      }),
    ).toBeVisible();
  },
};

export const LastDay: Story = {
  args: { now, device: { ...meta.args.device, expired_at: '2026-11-21T08:00:00.000Z', connected: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 hari lagi')).toBeVisible();
    await expect(canvas.getByText('Belum terhubung')).toBeVisible();
  },
};

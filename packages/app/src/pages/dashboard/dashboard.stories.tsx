import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyAdmin, storyDevices, storyPayments, storyUser } from '../../stories/fixtures';
import { getFailing, getJson, getPending, onPhone, withPage } from '../../stories/page-story';
import DashboardPage from './dashboard-page';

const meta = {
  title: 'Pages/Dashboard',
  component: DashboardPage,
  decorators: [withPage({ url: '/dashboard' })],
  parameters: { layout: 'fullscreen', user: storyUser },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  parameters: {
    msw: {
      handlers: [
        getJson('/api/devices', { devices: storyDevices }),
        getJson('/api/payments', { payments: storyPayments }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Budi Santoso');
    const recentDevices = await canvas.findByText('CS Toko Utama');
    await expect(recentDevices).toBeVisible();
    await expect(canvas.queryByText('Perangkat Baru')).toBeNull();
    const total = canvas.getByText('Total Devices').closest('[data-slot="stat-card"]') as HTMLElement;
    await expect(within(total).getByText('4')).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [getJson('/api/devices', { devices: [] }), getJson('/api/payments', { payments: null })],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Tambah Device Pertama' })).toHaveAttribute(
      'href',
      '/devices',
    );
    await expect(await canvas.findByRole('link', { name: 'Lihat Paket' })).toHaveAttribute(
      'href',
      '/payments?tab=plans',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getPending('/api/devices'), getPending('/api/payments')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Memuat Recent Devices')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [getFailing('/api/devices'), getFailing('/api/payments')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Gagal memuat data'),
    ).toBeVisible();
  },
};

export const Admin: Story = {
  parameters: { ...Populated.parameters, user: storyAdmin },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Admin Wuz');
  },
};

export const Phone: Story = { ...Populated, globals: onPhone };

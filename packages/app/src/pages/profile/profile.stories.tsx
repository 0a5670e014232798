import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { storyUser } from '../../stories/fixtures';
import { getFailing, getJson, getPending, onPhone, withPage } from '../../stories/page-story';
import ProfilePage from './profile-page';

const profile = { user: storyUser, stats: { device_count: 4, paid_payments: 3 } };

const meta = {
  title: 'Pages/Profile',
  component: ProfilePage,
  decorators: [withPage({ url: '/profile' })],
  parameters: {
    layout: 'fullscreen',
    user: storyUser,
    msw: {
      handlers: [
        getJson('/api/users/profile', profile),
        http.put('/api/users/profile', async ({ request }) => {
          const body = (await request.json()) as Record<string, string>;
          if ('currentPassword' in body) {
            return body.currentPassword === 'lama123'
              ? HttpResponse.json({ message: 'Password berhasil diperbarui' })
              : HttpResponse.json({ error: 'Password saat ini salah' }, { status: 400 });
          }
          return HttpResponse.json({ user: { ...storyUser, ...body } });
        }),
      ],
    },
  },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Budi Santoso' })).toBeVisible();
    await expect(canvas.getByText('@budi')).toBeVisible();
    await expect(canvas.getByText(/Maret 2025/)).toBeVisible();
    await expect(canvas.getByLabelText('Nomor WhatsApp')).toHaveValue('6281234567890');
  },
};

export const EditsAndValidation: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const name = await canvas.findByLabelText('Nama Lengkap');
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan Perubahan' }));
    await expect(canvas.getByText('Nama lengkap wajib diisi')).toBeVisible();
    await userEvent.type(name, 'Budi S');
    await expect(canvas.queryByText('Nama lengkap wajib diisi')).toBeNull();
    const phone = canvas.getByLabelText('Nomor WhatsApp');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0812-3456-789');
    await expect(phone).toHaveValue('628123456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan Perubahan' }));
    await expect(await body.findByText('Profil berhasil diperbarui')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Ubah Password' }));
    await expect(canvas.getByText('Password saat ini wajib diisi')).toBeVisible();
    await expect(canvas.getByText('Password baru wajib diisi')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Password Saat Ini'), 'salah');
    await userEvent.type(canvas.getByLabelText('Password Baru'), 'rahasia9');
    await userEvent.type(canvas.getByLabelText('Konfirmasi Password Baru'), 'rahasia9');
    await userEvent.click(canvas.getByRole('button', { name: 'Ubah Password' }));
    await expect(await body.findByText('Password saat ini salah')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getPending('/api/users/profile')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Memuat profil')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [getFailing('/api/users/profile')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Coba Lagi' })).toBeVisible();
  },
};

export const Phone: Story = { ...Populated, globals: onPhone };

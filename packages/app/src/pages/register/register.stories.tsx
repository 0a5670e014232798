import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { onPhone, withPage } from '../../stories/page-story';
import RegisterPage from './register-page';

const meta = {
  title: 'Pages/Register',
  component: RegisterPage,
  decorators: [withPage({ url: '/register' })],
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.post('/api/auth/register', async ({ request }) => {
          const body = (await request.json()) as Record<string, string>;
          if ('confirmPassword' in body)
            return HttpResponse.json({ error: 'Tidak dikirim' }, { status: 400 });
          if (body.username === 'dipakai') {
            return HttpResponse.json(
              { error: 'Username sudah digunakan', fields: { username: 'Username sudah digunakan' } },
              { status: 409 },
            );
          }
          return HttpResponse.json(
            {
              success: true,
              data: {
                user: {
                  id: 9,
                  fullname: body.fullname,
                  username: body.username,
                  email: body.email,
                  whatsapp_number: body.whatsapp_number,
                },
                verification_code: '730146',
                admin_whatsapp: '6281100000002',
                keyword: 'Register Wuz',
              },
            },
            { status: 201 },
          );
        }),
      ],
    },
  },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillValid(canvas: ReturnType<typeof within>, username = 'budi_s') {
  await userEvent.type(canvas.getByLabelText('Nama Lengkap'), 'Budi Santoso');
  await userEvent.type(canvas.getByLabelText('Nomor WhatsApp'), '0812 3456 7890');
  await userEvent.type(canvas.getByLabelText('Username'), username);
  await userEvent.type(canvas.getByLabelText('Email'), 'budi@contoh.id');
  await userEvent.type(canvas.getByLabelText('Password'), 'Rahasia-1');
  await userEvent.type(canvas.getByLabelText('Konfirmasi Password'), 'Rahasia-1');
}

export const Validation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar' }));
    for (const message of [
      'Nama lengkap wajib diisi',
      'Nomor WhatsApp wajib diisi',
      'Username wajib diisi',
      'Email wajib diisi',
      'Password wajib diisi',
      'Konfirmasi password wajib diisi',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await userEvent.type(canvas.getByLabelText('Nomor WhatsApp'), '0812-34');
    await expect(canvas.getByLabelText('Nomor WhatsApp')).toHaveValue('6281234');
    await expect(canvas.queryByText('Nomor WhatsApp wajib diisi')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Username'), 'a b');
    await userEvent.type(canvas.getByLabelText('Password'), 'abc');
    await userEvent.type(canvas.getByLabelText('Konfirmasi Password'), 'abd');
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar' }));
    await expect(canvas.getByText('Nomor WhatsApp harus berisi 8-15 digit dengan kode negara')).toBeVisible();
    await expect(
      canvas.getByText('Username hanya boleh mengandung huruf, angka, dan underscore'),
    ).toBeVisible();
    await expect(canvas.getByText('Password minimal 6 karakter')).toBeVisible();
    await expect(canvas.getByText('Password tidak cocok')).toBeVisible();
  },
};

export const Registered: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillValid(canvas);
    await expect(canvas.getByLabelText('Nomor WhatsApp')).toHaveValue('6281234567890');
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar' }));
    await expect(await canvas.findByRole('heading', { name: 'Account Verification Required' })).toBeVisible();
    await expect(canvas.getAllByText('730146')[0]).toBeVisible();
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('Registrasi berhasil! Silakan verifikasi akun Anda melalui WhatsApp.'),
    ).toBeVisible();
  },
};

export const Taken: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillValid(canvas, 'dipakai');
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findAllByText('Username sudah digunakan')).not.toHaveLength(0);
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Phone: Story = { ...Validation, globals: onPhone };

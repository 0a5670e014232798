import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { storyUser } from '../../stories/fixtures';
import { onPhone, withPage } from '../../stories/page-story';
import LoginPage from './login-page';

const verification = {
  error: 'Akun belum diverifikasi. Silakan verifikasi melalui WhatsApp.',
  verification_code: '482913',
  whatsapp_number: '6281234567890',
  admin_whatsapp: '6281100000002',
  keyword: 'Register Wuz',
};

const meta = {
  title: 'Pages/Login',
  component: LoginPage,
  decorators: [withPage({ url: '/login' })],
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.post('/api/auth/login', async ({ request }) => {
          const { username, password } = (await request.json()) as { username: string; password: string };
          await delay(200);
          if (username === 'baru') return HttpResponse.json(verification, { status: 403 });
          if (password !== 'rahasia1')
            return HttpResponse.json({ error: 'Username/email atau password salah' }, { status: 400 });
          return HttpResponse.json({ token: 'tok', user: storyUser });
        }),
      ],
    },
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Masuk ke Akun Anda' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(canvas.getByText('Username wajib diisi')).toBeVisible();
    await expect(canvas.getByText('Password wajib diisi')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Username atau Email'), 'budi');
    await expect(canvas.queryByText('Username wajib diisi')).toBeNull();
    await expect(canvas.getByText('Password wajib diisi')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Daftar di sini' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: 'Lupa Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const WrongPassword: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Username atau Email'), 'budi');
    await userEvent.type(canvas.getByLabelText('Password'), 'salah');
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(canvas.getByRole('button', { name: 'Memproses...' })).toBeDisabled();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Username/email atau password salah')).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Username atau Email'), 'budi');
    await userEvent.type(canvas.getByLabelText('Password'), 'rahasia1');
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Login berhasil!')).toBeVisible();
    await expect(await canvas.findByText('Halaman lain')).toBeVisible();
  },
};

export const VerificationRequired: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Username atau Email'), 'baru');
    await userEvent.type(canvas.getByLabelText('Password'), 'rahasia1');
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(await canvas.findByRole('heading', { name: 'Account Verification Required' })).toBeVisible();
    await expect(canvas.getAllByText('482913')[0]).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Send Token via WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringContaining('6281100000002'),
    );
    // No toast for a refused, unverified login.
    await expect(within(canvasElement.ownerDocument.body).queryByText(verification.error)).toBeNull();
  },
};

export const Phone: Story = { ...Form, globals: onPhone };

export const VerificationOnPhone: Story = { ...VerificationRequired, globals: onPhone };

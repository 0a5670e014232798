import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { onPhone, withPage } from '../../stories/page-story';
import ResetPasswordPage from './reset-password-page';

const meta = {
  title: 'Pages/Reset Password',
  component: ResetPasswordPage,
  decorators: [withPage({ url: '/reset-password?token=abc123', path: '/reset-password' })],
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.post('/api/auth/reset-password', async ({ request }) => {
          const body = (await request.json()) as { token: string; password: string };
          if (request.headers.has('Authorization') || body.token !== 'abc123') {
            return HttpResponse.json(
              { error: 'Link reset tidak valid atau sudah kedaluwarsa' },
              { status: 400 },
            );
          }
          return HttpResponse.json({ message: 'Password berhasil direset' });
        }),
      ],
    },
  },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(canvas.getByText('Password wajib diisi')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Password Baru'), 'abc');
    await userEvent.type(canvas.getByLabelText('Konfirmasi Password Baru'), 'abd');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(canvas.getByText('Password minimal 6 karakter')).toBeVisible();
    await expect(canvas.getByText('Password tidak cocok')).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Password Baru'), 'Rahasia-9');
    await userEvent.type(canvas.getByLabelText('Konfirmasi Password Baru'), 'Rahasia-9');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByRole('heading', { name: 'Password Berhasil Direset!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login Sekarang' })).toHaveAttribute('href', '/login');
  },
};

export const ExpiredLink: Story = {
  parameters: { url: '/reset-password?token=kedaluwarsa' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Password Baru'), 'Rahasia-9');
    await userEvent.type(canvas.getByLabelText('Konfirmasi Password Baru'), 'Rahasia-9');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Link reset tidak valid atau sudah kedaluwarsa')).toBeVisible();
  },
};

export const WithoutToken: Story = {
  parameters: { url: '/reset-password' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Halaman lain')).toBeVisible();
  },
};

export const Phone: Story = { ...Form, globals: onPhone };

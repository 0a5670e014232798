import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { onPhone, withPage } from '../../stories/page-story';
import ForgotPasswordPage from './forgot-password-page';

const meta = {
  title: 'Pages/Forgot Password',
  component: ForgotPasswordPage,
  decorators: [withPage({ url: '/forgot-password' })],
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.post('/api/auth/forgot-password', async ({ request }) => {
          if (request.headers.has('Authorization'))
            return HttpResponse.json({ error: 'Tanpa token' }, { status: 400 });
          await delay(300);
          return HttpResponse.json({ message: 'Jika email terdaftar, link reset telah dikirim.' });
        }),
      ],
    },
  },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Link Reset' }));
    await expect(canvas.getByText('Email wajib diisi')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'budi@');
    await expect(canvas.queryByText('Email wajib diisi')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Link Reset' }));
    await expect(canvas.getByText('Format email tidak valid')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali ke Login' })).toHaveAttribute('href', '/login');
  },
};

export const Sent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'budi@contoh.id');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Link Reset' }));
    await expect(canvas.getByRole('button', { name: 'Mengirim...' })).toBeDisabled();
    await expect(await canvas.findByRole('heading', { name: 'Email Terkirim!' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: [http.post('/api/auth/forgot-password', () => HttpResponse.error())] } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'budi@contoh.id');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Link Reset' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Terjadi kesalahan jaringan. Silakan coba lagi.')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/forgot-password', () =>
          HttpResponse.json(
            { error: 'Terlalu banyak percobaan. Silakan coba lagi dalam 15 menit.' },
            { status: 429 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'budi@contoh.id');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Link Reset' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('Terlalu banyak percobaan. Silakan coba lagi dalam 15 menit.'),
    ).toBeVisible();
  },
};

export const Phone: Story = { ...Form, globals: onPhone };

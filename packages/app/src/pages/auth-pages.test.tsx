import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '@wuz/api';
import { Toaster } from '@wuz/ui';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../providers';
import LoginPage from './login/login-page';
import ResetPasswordPage, { RESET_REDIRECT_MS } from './reset-password/reset-password-page';

function renderPage(path: string, route: string, page: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: route, element: page },
      { path: '*', element: <p>halaman lain</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders cache={new Map()}>
      <RouterProvider router={router} />
      <Toaster />
    </AppProviders>,
  );
  return router;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  clearSession();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('login screen', () => {
  it('clears a field’s error when that field is edited, and trims the username', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(400, { error: 'Username/email atau password salah' }));
    renderPage('/login', '/login', <LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(screen.getByText('Username wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Password wajib diisi')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username atau Email'), '  budi  ');
    expect(screen.queryByText('Username wajib diisi')).toBeNull();
    expect(screen.getByText('Password wajib diisi')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), ' rahasia ');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Username/email atau password salah')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      username: 'budi',
      password: ' rahasia ',
    });
  });

  it('shows the verification screen, without a toast, for an unverified account', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      json(403, {
        error: 'Akun belum diverifikasi',
        verification_code: '123456',
        whatsapp_number: '6281234567890',
        admin_whatsapp: '6289876543210',
        keyword: 'Register Wuz',
      }),
    );
    renderPage('/login', '/login', <LoginPage />);
    await user.type(screen.getByLabelText('Username atau Email'), 'budi');
    await user.type(screen.getByLabelText('Password'), 'rahasia');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('heading', { name: 'Account Verification Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Send Token via WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/6289876543210?text=Register%20Wuz%3A123456',
    );
    expect(screen.queryByText('Akun belum diverifikasi')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Kembali ke Login' }));
    expect(screen.getByRole('heading', { name: 'Masuk ke Akun Anda' })).toBeInTheDocument();
  });

  it('saves the session and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const account = {
      id: 1,
      fullname: 'Budi',
      username: 'budi',
      email: 'budi@contoh.id',
      whatsapp_number: '6281234567890',
      role: 'user',
      created_at: '2026-01-01T00:00:00.000Z',
    };
    fetchMock.mockResolvedValue(json(200, { token: 'tok-baru', user: account }));
    const router = renderPage('/login', '/login', <LoginPage />);
    await user.type(screen.getByLabelText('Username atau Email'), 'budi');
    await user.type(screen.getByLabelText('Password'), 'rahasia');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('token')).toBe('tok-baru');
    expect(await screen.findByText('Login berhasil!')).toBeInTheDocument();
  });
});

describe('reset-password screen', () => {
  it('sends the token from the link without a bearer, then goes to /login after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('token', 'tidak-boleh-dikirim');
    fetchMock.mockResolvedValue(json(200, { message: 'Password berhasil direset' }));
    const router = renderPage('/reset-password?token=abc', '/reset-password', <ResetPasswordPage />);
    fireEvent.change(screen.getByLabelText('Password Baru'), { target: { value: 'rahasia1' } });
    fireEvent.change(screen.getByLabelText('Konfirmasi Password Baru'), { target: { value: 'rahasia1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Password Berhasil Direset!' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc', password: 'rahasia1' });

    act(() => vi.advanceTimersByTime(RESET_REDIRECT_MS - 1000));
    expect(router.state.location.pathname).toBe('/reset-password');
    act(() => vi.advanceTimersByTime(1500));
    expect(router.state.location.pathname).toBe('/login');
  });
});

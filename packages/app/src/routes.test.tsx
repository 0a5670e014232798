import { render, screen } from '@testing-library/react';
import { clearSession, saveSession } from '@wuz/api';
import type { User } from '@wuz/api/contract';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';
import { routes } from './routes';

const user: User = {
  id: 5,
  fullname: 'Rina Wati',
  username: 'rina',
  email: 'rina@contoh.id',
  whatsapp_number: '6281200000005',
  role: 'user',
  created_at: '2026-01-01T00:00:00.000Z',
};

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders cache={new Map()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(() => {
  localStorage.clear();
  clearSession();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ devices: [], payments: [] }), { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('route table', () => {
  it('sends an unknown path to the landing page', async () => {
    const router = renderAt('/tidak-ada');
    expect(await screen.findByRole('link', { name: 'Mulai Gratis' })).toHaveAttribute('href', '/register');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the login screen with the navbar to a guest', async () => {
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Masuk ke Akun Anda' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Daftar' }).length).toBeGreaterThan(0);
  });

  it('sends /reset-password without a token to /login', async () => {
    const router = renderAt('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Masuk ke Akun Anda' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('greets a logged-in user on the dashboard', async () => {
    saveSession('tok', user);
    renderAt('/');
    expect(await screen.findByRole('heading', { name: /Rina Wati/, level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText('Halo, Rina Wati').length).toBeGreaterThan(0);
  });
});

import { act, render, screen } from '@testing-library/react';
import { clearSession, saveSession } from '@wuz/api';
import type { User } from '@wuz/api/contract';
import { Toaster } from '@wuz/ui';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_DENIED, GuestOnly, RequireAdmin, RequireUser } from './guards';
import { AppProviders } from './providers';

const user: User = {
  id: 3,
  fullname: 'Sari Dewi',
  username: 'sari',
  email: 'sari@contoh.id',
  whatsapp_number: '6281200000003',
  role: 'user',
  created_at: '2026-01-01T00:00:00.000Z',
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <GuestOnly />,
        children: [
          { path: '/', element: <p>landing</p> },
          { path: '/login', element: <p>login</p> },
        ],
      },
      { element: <RequireUser />, children: [{ path: '/dashboard', element: <p>dashboard</p> }] },
      { element: <RequireAdmin />, children: [{ path: '/admin/payments', element: <p>admin</p> }] },
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

beforeEach(() => {
  localStorage.clear();
  clearSession();
});

describe('route guards', () => {
  it('sends a guest from a logged-in page to /login', async () => {
    const router = renderAt('/dashboard');
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a guest from the admin page to /login', async () => {
    const router = renderAt('/admin/payments');
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a logged-in user from a guest page to /dashboard', async () => {
    saveSession('tok', user);
    const router = renderAt('/login');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('keeps a non-admin off the admin page with an error toast', async () => {
    saveSession('tok', user);
    const router = renderAt('/admin/payments');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(await screen.findByText(ACCESS_DENIED)).toBeInTheDocument();
  });

  it('lets an admin in', async () => {
    saveSession('tok', { ...user, role: 'admin' });
    renderAt('/admin/payments');
    expect(await screen.findByText('admin')).toBeInTheDocument();
  });

  it('sends the user to /login when the session ends (e.g. a 401)', async () => {
    saveSession('tok', user);
    const router = renderAt('/dashboard');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    act(() => clearSession());
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

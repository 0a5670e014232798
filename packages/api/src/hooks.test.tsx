import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Device, Payment, User } from './contract';
import { useDeviceActions, useDevices, useDeviceWebhook } from './hooks/devices';
import { usePaymentActions, usePayments } from './hooks/payments';
import { SessionProvider, useSession } from './hooks/session';
import { clearSession, saveSession } from './session';

const user: User = {
  id: 1,
  fullname: 'Budi',
  username: 'budi',
  email: 'budi@contoh.id',
  whatsapp_number: '6281234567890',
  role: 'admin',
  created_at: '2026-01-01T00:00:00.000Z',
};

const device = (id: string, name: string): Device => ({
  id,
  name,
  api_key: `key-${id}-0123456789abcdef0123456789`,
  created_at: '2026-01-01T00:00:00.000Z',
  expired_at: null,
  connected: false,
  phone: null,
  plan_exempt: false,
});

const payment = (id: number, overrides: Partial<Payment> = {}): Payment => ({
  id,
  amount: 15000 + id,
  original_price: 15000,
  price_adjustment: id,
  status: 'pending',
  created_at: '2026-01-01T00:00:00.000Z',
  paid_at: null,
  payment_deadline: '2026-01-02T00:00:00.000Z',
  payment_code: `PAY${String(id).padStart(6, '0')}`,
  device_id: 'd1',
  device: { id: 'd1', name: 'Kasir', api_key: 'key' },
  product: { id: 2, name: 'Monthly Plan', duration_in_days: 30 },
  device_name: 'Kasir',
  device_api_key: 'key',
  product_name: 'Monthly Plan',
  ...overrides,
});

const instructions = {
  bank_name: 'BCA',
  account_number: '1',
  account_name: 'Wuz',
  amount: 15003,
  original_price: 15000,
  price_adjustment: 3,
  payment_code: 'PAY000003',
  instructions: ['Transfer'],
  deadline: '2026-01-02T00:00:00.000Z',
  contact: { whatsapp: '62811', email: 'a@b.c' },
};

type Handler = (init: RequestInit | undefined) => unknown;
let routes: Record<string, Handler> = {};
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? 'GET'} ${String(input)}`;
  const handler = routes[key];
  if (!handler) return new Response(JSON.stringify({ error: `no route ${key}` }), { status: 404 });
  return new Response(JSON.stringify(handler(init)), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider>{children}</SessionProvider>
    </SWRConfig>
  );
}

beforeEach(() => {
  localStorage.clear();
  saveSession('tok', user);
  routes = {};
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('device hooks', () => {
  it('puts a new device at the top and removes a deleted one', async () => {
    routes['GET /api/devices'] = () => ({ devices: [device('d1', 'Lama')] });
    routes['POST /api/devices'] = (init) => ({ device: device('d2', JSON.parse(String(init?.body)).name) });
    routes['DELETE /api/devices/d1'] = () => ({ message: 'ok' });
    routes['GET /api/users/profile'] = () => ({ user, stats: { device_count: 1, paid_payments: 0 } });
    routes['GET /api/payments'] = () => ({ payments: [] });

    const { result } = renderHook(() => ({ list: useDevices(), actions: useDeviceActions() }), { wrapper });
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    await act(() => result.current.actions.createDevice('Baru'));
    expect(result.current.list.data?.map((item) => item.name)).toEqual(['Baru', 'Lama']);
    await act(() => result.current.actions.deleteDevice('d1'));
    expect(result.current.list.data?.map((item) => item.id)).toEqual(['d2']);
  });
});

describe('device webhook hook', () => {
  it('reads the webhook only while a device is chosen, and a rotated key replaces the shown one', async () => {
    const webhook = {
      url: 'https://contoh.id/hook',
      events: ['Message'],
      hmac_key: 'a'.repeat(64),
      pending: 0,
      last_error: '',
    };
    routes['GET /api/devices/d%201/webhook'] = () => ({ webhook });
    routes['POST /api/devices/d%201/webhook/hmac-key'] = () => ({
      webhook: { ...webhook, hmac_key: 'b'.repeat(64) },
    });

    const { result, rerender } = renderHook(
      ({ id }: { id: string | null }) => ({ webhook: useDeviceWebhook(id), actions: useDeviceActions() }),
      { wrapper, initialProps: { id: null as string | null } },
    );
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ id: 'd 1' });
    await waitFor(() => expect(result.current.webhook.data?.hmac_key).toBe('a'.repeat(64)));
    await act(() => result.current.actions.rotateHmacKey('d 1'));
    expect(result.current.webhook.data).toEqual({ ...webhook, hmac_key: 'b'.repeat(64) });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends the new URL and events and shows what the server saved', async () => {
    const webhook = { url: '', events: [], hmac_key: 'a'.repeat(64), pending: 0, last_error: '' };
    routes['GET /api/devices/d1/webhook'] = () => ({ webhook });
    routes['PUT /api/devices/d1/webhook'] = (init) => ({
      webhook: { ...webhook, ...JSON.parse(String(init?.body)) },
    });

    const { result } = renderHook(() => ({ webhook: useDeviceWebhook('d1'), actions: useDeviceActions() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.webhook.data).toEqual(webhook));
    await act(() =>
      result.current.actions.updateDeviceWebhook('d1', { url: 'https://contoh.id/wa', events: ['Message'] }),
    );
    expect(result.current.webhook.data).toEqual({
      ...webhook,
      url: 'https://contoh.id/wa',
      events: ['Message'],
    });
  });

  it('sends a test webhook and answers what the receiver said', async () => {
    const result = { delivered: false, status: 500, error: 'Penerima menjawab HTTP 500', duration_ms: 12 };
    routes['POST /api/devices/d1/webhook/test'] = () => ({ result });
    const { result: hook } = renderHook(() => useDeviceActions(), { wrapper });
    await expect(hook.current.sendTestWebhook('d1')).resolves.toEqual(result);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it("shows the server's reason when saving fails, else the fallback", async () => {
    const { result } = renderHook(() => useDeviceActions(), { wrapper });
    await expect(result.current.updateDeviceWebhook('d1', { url: '', events: [] })).rejects.toThrow(
      'no route PUT /api/devices/d1/webhook',
    );
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(result.current.updateDeviceWebhook('d1', { url: '', events: [] })).rejects.toThrow(
      'Gagal menyimpan webhook',
    );
  });
});

describe('payment hooks', () => {
  it('reads a null list as empty', async () => {
    routes['GET /api/payments'] = () => ({ payments: null });
    const { result } = renderHook(() => usePayments(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([]));
  });

  it('puts a new payment at the top and replaces a row after a status change', async () => {
    routes['GET /api/payments'] = () => ({ payments: [payment(2), payment(1)] });
    routes['POST /api/payments/create'] = () => ({ payment: payment(3), instructions });
    routes['PUT /api/payments/1/status'] = () => ({
      payment: payment(1, { status: 'paid', paid_at: '2026-01-05T10:00:00.000Z' }),
    });
    routes['GET /api/devices'] = () => ({ devices: [] });

    const { result } = renderHook(() => ({ list: usePayments(), actions: usePaymentActions() }), { wrapper });
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    const created = await act(() => result.current.actions.createPayment({ device_id: 'd1', product_id: 2 }));
    expect(created.instructions.payment_code).toBe('PAY000003');
    expect(result.current.list.data?.map((item) => item.id)).toEqual([3, 2, 1]);

    await act(() => result.current.actions.updatePaymentStatus(1, 'paid'));
    const updated = result.current.list.data?.find((item) => item.id === 1);
    expect(updated?.status).toBe('paid');
    expect(updated?.paid_at).toBe('2026-01-05T10:00:00.000Z');
    expect(result.current.list.data?.map((item) => item.id)).toEqual([3, 2, 1]);
  });
});

describe('session provider', () => {
  it('holds the loading flag until the saved session is checked', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify(user));
    // A fresh start of the app: the session module has not read the storage yet.
    vi.resetModules();
    const fresh = await import('./hooks/session');
    const states: boolean[] = [];
    const { result } = renderHook(
      () => {
        const session = fresh.useSession();
        states.push(session.loading);
        return session;
      },
      { wrapper: ({ children }) => <fresh.SessionProvider>{children}</fresh.SessionProvider> },
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(states[0]).toBe(true);
    expect(result.current.user?.username).toBe('budi');
    expect(result.current.isAdmin).toBe(true);
  });

  it('does not read lists without a session', async () => {
    clearSession();
    const { result } = renderHook(() => useDevices(), { wrapper });
    expect(result.current.data).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/devices', expect.anything());
  });

  it('signs out: the server revokes the token and the saved session is cleared', async () => {
    routes['POST /api/auth/logout'] = () => ({ message: 'ok' });
    const { result } = renderHook(() => useSession(), { wrapper });
    await act(() => result.current.signOut());
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

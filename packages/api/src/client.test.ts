import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, deviceLoginUrl, request, setUnauthorizedHandler } from './client';
import { forgotPassword, login, register, resetPassword } from './hooks/auth';
import { clearSession, getSession, restoreSession, SESSION_KEYS, saveSession } from './session';

const user = {
  id: 1,
  fullname: 'Budi Santoso',
  username: 'budi',
  email: 'budi@example.com',
  whatsapp_number: '6281234567890',
  role: 'user' as const,
  created_at: '2026-01-02T03:04:05.000Z',
};

function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();
const headersOf = (call = 0) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);

beforeEach(() => {
  localStorage.clear();
  clearSession();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('request headers', () => {
  it('sends the saved token as a bearer header', async () => {
    saveSession('tok-123', user);
    fetchMock.mockResolvedValue(answer(200, { devices: [] }));
    await request('/api/devices', { fallback: 'x' });
    expect(headersOf().get('Authorization')).toBe('Bearer tok-123');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/devices');
  });

  it('sends no bearer header without a session', async () => {
    fetchMock.mockResolvedValue(answer(200, { products: [] }));
    await request('/api/payments/products', { fallback: 'x' });
    expect(headersOf().has('Authorization')).toBe(false);
  });

  it('never sends the token with forgot and reset password', async () => {
    saveSession('tok-123', user);
    fetchMock.mockImplementation(async () => answer(200, { message: 'ok' }));
    await forgotPassword({ email: 'budi@example.com' });
    await resetPassword({ token: 'abc', password: 'rahasia1' });
    expect(headersOf(0).has('Authorization')).toBe(false);
    expect(headersOf(1).has('Authorization')).toBe(false);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      token: 'abc',
      password: 'rahasia1',
    });
  });

  it('builds the device-login address on the API base', () => {
    expect(deviceLoginUrl('key/1')).toBe('/api/wuzapi/device-login/key%2F1');
  });
});

describe('401 handling', () => {
  it('clears the session and calls the handler', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    saveSession('stale', user);
    fetchMock.mockResolvedValue(answer(401, { error: 'Sesi berakhir' }));
    await expect(request('/api/devices', { fallback: 'Gagal memuat data devices' })).rejects.toThrow(
      'Sesi berakhir',
    );
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(getSession().token).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.user)).toBeNull();
  });

  it('leaves the session alone on other errors', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    saveSession('tok', user);
    fetchMock.mockResolvedValue(answer(404, { error: 'Device tidak ditemukan' }));
    await expect(request('/api/devices/1', { method: 'DELETE', fallback: 'x' })).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(getSession().token).toBe('tok');
  });
});

describe('error text', () => {
  it("prefers the server's error field", async () => {
    fetchMock.mockResolvedValue(answer(409, { error: 'Username sudah digunakan' }));
    await expect(
      request('/api/devices', { method: 'POST', fallback: 'Gagal menambahkan device' }),
    ).rejects.toThrow('Username sudah digunakan');
  });

  it('falls back to the call’s message when the server gives none', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    const failure = request('/api/devices', { method: 'POST', fallback: 'Gagal menambahkan device' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('Gagal menambahkan device');
  });

  it('uses "Login gagal" and "Registrasi gagal" as fallbacks', async () => {
    fetchMock.mockImplementation(async () => answer(500, {}));
    await expect(login({ username: 'budi', password: 'x' })).rejects.toThrow('Login gagal');
    await expect(
      register({
        fullname: 'Budi',
        whatsapp_number: '628123456789',
        username: 'budi',
        email: 'b@e.co',
        password: 'abcdef',
      }),
    ).rejects.toThrow('Registrasi gagal');
  });

  it('reports a network failure on forgot and reset password', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(forgotPassword({ email: 'budi@example.com' })).rejects.toThrow(
      'Terjadi kesalahan jaringan. Silakan coba lagi.',
    );
    await expect(resetPassword({ token: 't', password: 'abcdef' })).rejects.toThrow(
      'Terjadi kesalahan jaringan. Silakan coba lagi.',
    );
  });

  it('uses the generic fallback for forgot and reset password', async () => {
    fetchMock.mockImplementation(async () => answer(500));
    await expect(forgotPassword({ email: 'budi@example.com' })).rejects.toThrow(
      'Terjadi kesalahan. Silakan coba lagi.',
    );
  });
});

describe('login', () => {
  it('returns the verification data of an unverified account', async () => {
    fetchMock.mockResolvedValue(
      answer(403, {
        error: 'Akun belum diverifikasi',
        verification_code: 'ABC123',
        whatsapp_number: '6281234567890',
        admin_whatsapp: '6289999999999',
        keyword: 'Register Wuz',
      }),
    );
    await expect(login({ username: 'budi', password: 'rahasia' })).resolves.toEqual({
      status: 'unverified',
      verification: {
        verification_code: 'ABC123',
        whatsapp_number: '6281234567890',
        admin_whatsapp: '6289999999999',
        keyword: 'Register Wuz',
      },
    });
  });

  it('shows the server error of a wrong password', async () => {
    fetchMock.mockResolvedValue(answer(400, { error: 'Username atau password salah' }));
    await expect(login({ username: 'budi', password: 'salah' })).rejects.toThrow(
      'Username atau password salah',
    );
  });
});

describe('session restore', () => {
  it('restores when both token and user are saved', () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify(user));
    expect(restoreSession()).toEqual({ loading: false, token: 'tok', user });
  });

  it('stays logged out when only the token is saved, and clears it', () => {
    localStorage.setItem('token', 'tok');
    expect(restoreSession()).toEqual({ loading: false, token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stays logged out when only the user is saved', () => {
    localStorage.setItem('user', JSON.stringify(user));
    expect(restoreSession().user).toBeNull();
  });

  it('clears a session whose user cannot be parsed', () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', '{not json');
    expect(restoreSession()).toEqual({ loading: false, token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('saves a login under the keys token and user', () => {
    saveSession('tok', user);
    expect(localStorage.getItem('token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
  });
});

/**
 * The HTTP client: base address, bearer token, 401 handling and the error text a user sees.
 */
import type { ZodType } from 'zod';
import { clearSession, getToken } from './session';

/** Base address of the backend: `VITE_API_URL` at build time, else the origin that served the app. */
export const apiBase: string = (import.meta.env?.VITE_API_URL ?? '').replace(/\/+$/, '');

export function apiUrl(path: string): string {
  return `${apiBase}${path}`;
}

/** The page that pairs a device with WhatsApp (opened in a new tab). */
export function deviceLoginUrl(apiKey: string): string {
  return apiUrl(`/api/wuzapi/device-login/${encodeURIComponent(apiKey)}`);
}

/** The gateway's API documentation. */
export const swaggerUrl: string = apiUrl('/api/wuzapi/swagger');

export const NETWORK_ERROR = 'Terjadi kesalahan jaringan. Silakan coba lagi.';

/** A failed call; `message` is the text to show the user. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

let onUnauthorized: () => void = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login')
    window.location.assign('/login');
};

/** The app sets how a 401 sends the user to /login (e.g. through the router). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Sends the bearer token (default). Forgot and reset password go without it. */
  auth?: boolean;
  /** The message shown when the server gives no `error` text. */
  fallback: string;
  /** The message shown when the server cannot be reached (default: `fallback`). */
  networkFallback?: string;
  /** Parses the answer; a mismatch is reported with `fallback`. */
  schema?: ZodType<T>;
}

function errorText(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === 'string' && error.trim()) return error;
  }
  return undefined;
}

export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = 'GET', body, auth = true, fallback, networkFallback = fallback, schema } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(networkFallback, 0, undefined);
  }

  const text = await response.text().catch(() => '');
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }

  if (response.status === 401 && auth) {
    clearSession();
    onUnauthorized();
  }
  if (!response.ok) throw new ApiError(errorText(data) ?? fallback, response.status, data);
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(fallback, response.status, data);
  return parsed.data;
}

import type { LoginResponse, RegisterRequest } from '@wuz/api/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

let counter = 0;

/** Registration data that is valid and unique within the test run. */
export function newRegistration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    fullname: `Pengguna ${counter}`,
    whatsapp_number: `62812${String(counter).padStart(8, '0')}`,
    username: `user_${id}`,
    email: `user_${id}@example.com`,
    password: 'rahasia123',
    ...overrides,
  };
}

export interface Session {
  token: string;
  user: LoginResponse['user'];
  password: string;
  registration: RegisterRequest;
}

/** Sends a JSON request, with a bearer token when given. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; body?: unknown } = {},
) {
  return app.inject({
    method,
    url,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

export async function login(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await call(app, 'POST', '/api/auth/login', { body: { username, password } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token;
}

/** Registers, verifies (as an admin would) and logs in an account. */
export async function signUp(
  app: FastifyInstance,
  options: { overrides?: Partial<RegisterRequest>; admin?: boolean } = {},
): Promise<Session> {
  const registration = newRegistration(options.overrides);
  const response = await call(app, 'POST', '/api/auth/register', { body: registration });
  expect(response.statusCode, response.body).toBe(201);
  const id: number = response.json().data.user.id;
  await app.ctx.services.users.verify(id);
  if (options.admin) await app.ctx.services.users.setRole(id, 'admin');
  const loginResponse = await call(app, 'POST', '/api/auth/login', {
    body: { username: registration.username, password: registration.password },
  });
  expect(loginResponse.statusCode, loginResponse.body).toBe(200);
  const { token, user } = loginResponse.json();
  return { token, user, password: registration.password, registration };
}

export async function createDevice(app: FastifyInstance, token: string, name = 'HP Kantor') {
  const response = await call(app, 'POST', '/api/devices', { token, body: { name } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().device as { id: string; name: string; api_key: string; expired_at: string | null };
}

export async function createPayment(app: FastifyInstance, token: string, deviceId: string, productId = 2) {
  const response = await call(app, 'POST', '/api/payments/create', {
    token,
    body: { device_id: deviceId, product_id: productId },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { payment: import('@wuz/api/contract').Payment; instructions: unknown };
}

/** A raw body with a content type, for malformed and oversized requests. */
export function rawCall(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  payload: string,
  token?: string,
) {
  return app.inject({
    method,
    url,
    payload,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

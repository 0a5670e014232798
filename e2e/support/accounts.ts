import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { LoginResponse, RegisterResponse, User } from '@wuz/api/contract';
import { e2eAdmin } from '../../playwright.config';

let sequence = 0;

export interface TestAccount {
  id: number;
  fullname: string;
  username: string;
  email: string;
  whatsapp_number: string;
  password: string;
}

/** Fresh, unique registration values. */
export function newAccountValues(): Omit<TestAccount, 'id'> {
  sequence += 1;
  const unique = `${Date.now().toString().slice(-7)}${sequence}`;
  return {
    fullname: `Pengguna Uji ${unique}`,
    username: `uji_${unique}`,
    email: `uji_${unique}@wuz.test`,
    whatsapp_number: `628${unique.padEnd(9, '0').slice(0, 9)}`,
    password: 'Rahasia-123',
  };
}

export async function apiLogin(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as LoginResponse;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await apiLogin(request, e2eAdmin.username, e2eAdmin.password)).token;
}

/** Verifies an account as the admin would. */
export async function verifyAccount(request: APIRequestContext, userId: number) {
  const token = await adminToken(request);
  const response = await request.post(`/api/admin/users/${userId}/verify`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Registers an account through the API, verified unless told otherwise. */
export async function createAccount(
  request: APIRequestContext,
  { verified = true } = {},
): Promise<TestAccount> {
  const values = newAccountValues();
  const response = await request.post('/api/auth/register', { data: values });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as RegisterResponse;
  if (verified) await verifyAccount(request, data.user.id);
  return { ...values, id: data.user.id };
}

/** Starts the browser already logged in (the saved session the app restores at start-up). */
export async function logInBrowser(page: Page, token: string, user: User) {
  await page.addInitScript(
    ([savedToken, savedUser]) => {
      if (!window.sessionStorage.getItem('e2e-session-set')) {
        window.localStorage.setItem('token', savedToken);
        window.localStorage.setItem('user', savedUser);
        window.sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    [token, JSON.stringify(user)] as const,
  );
}

/** A verified account, logged in in the browser. */
export async function signedInAccount(page: Page, request: APIRequestContext) {
  const account = await createAccount(request);
  const session = await apiLogin(request, account.username, account.password);
  await logInBrowser(page, session.token, session.user);
  return { account, session };
}

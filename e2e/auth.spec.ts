import { expect, type Page, test } from '@playwright/test';
import type { RegisterResponse } from '@wuz/api/contract';
import { apiLogin, createAccount, newAccountValues, verifyAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { resetLinkFor } from './support/mail';

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

test('registration checks every field, normalises the number, then shows the verification screen', async ({
  page,
  request,
}) => {
  await page.goto('/register');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Daftar' }).click();
  for (const message of [
    'Nama lengkap wajib diisi',
    'Nomor WhatsApp wajib diisi',
    'Username wajib diisi',
    'Email wajib diisi',
    'Password wajib diisi',
    'Konfirmasi password wajib diisi',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectAccessible(page);

  // Editing a field clears its error only.
  await page.getByLabel('Nama Lengkap').fill('A');
  await expect(page.getByText('Nama lengkap wajib diisi')).toBeHidden();
  await expect(page.getByText('Username wajib diisi')).toBeVisible();

  await fill(page, {
    'Nomor WhatsApp': '0812-34',
    Username: 'ab',
    Email: 'bukan-email',
    Password: '12345',
    'Konfirmasi Password': '54321',
  });
  await expect(page.getByLabel('Nomor WhatsApp')).toHaveValue('6281234');
  await page.getByRole('button', { name: 'Daftar' }).click();
  for (const message of [
    'Nama lengkap minimal 2 karakter',
    'Nomor WhatsApp harus berisi 8-15 digit dengan kode negara',
    'Username minimal 3 karakter',
    'Format email tidak valid',
    'Password minimal 6 karakter',
    'Password tidak cocok',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel('Username').fill('nama dengan spasi');
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(
    page.getByText('Username hanya boleh mengandung huruf, angka, dan underscore', { exact: true }),
  ).toBeVisible();

  const account = newAccountValues();
  const localNumber = `0${account.whatsapp_number.slice(2)}`;
  await fill(page, {
    'Nama Lengkap': account.fullname,
    'Nomor WhatsApp': localNumber,
    Username: account.username,
    Email: account.email,
    Password: account.password,
    'Konfirmasi Password': account.password,
  });
  await expect(page.getByLabel('Nomor WhatsApp')).toHaveValue(account.whatsapp_number);
  await expect(page.getByText('Sangat Kuat')).toBeVisible();
  const registered = page.waitForResponse('**/api/auth/register');
  await page.getByRole('button', { name: 'Daftar' }).click();
  const answer = (await (await registered).json()) as RegisterResponse;
  expect(answer.data.user.whatsapp_number).toBe(account.whatsapp_number);

  await expect(
    page.getByText('Registrasi berhasil! Silakan verifikasi akun Anda melalui WhatsApp.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account Verification Required' })).toBeVisible();
  await expect(page.getByText(answer.data.verification_code).first()).toBeVisible();
  const send = page.getByRole('link', { name: /Send Token via WhatsApp/ });
  await expect(send).toHaveAttribute(
    'href',
    new RegExp(`${answer.data.admin_whatsapp}.*Register(%20|\\+)Wuz`),
  );
  await expectAccessible(page);

  // Refused at login until verified: the verification screen again, with no toast.
  await page.goto('/login');
  await fill(page, { 'Username atau Email': account.username, Password: account.password });
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('heading', { name: 'Account Verification Required' })).toBeVisible();
  await expect(page.getByText(answer.data.verification_code).first()).toBeVisible();
  await expect(page).toHaveURL('/login');

  await verifyAccount(request, answer.data.user.id);
  await page.goto('/login');
  await fill(page, { 'Username atau Email': account.username, Password: account.password });
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Login berhasil!')).toBeVisible();
  const saved = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'));
  expect(saved.username).toBe(account.username);
});

test('login by e-mail, a wrong password, logout', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/login');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByText('Username wajib diisi')).toBeVisible();
  await expect(page.getByText('Password wajib diisi')).toBeVisible();

  await fill(page, { 'Username atau Email': account.email.toUpperCase(), Password: 'salah-sekali' });
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL('/dashboard');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Logout berhasil!')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
});

test('forgot and reset password through the e-mailed link', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/forgot-password');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Kirim Link Reset' }).click();
  await expect(page.getByText('Email wajib diisi')).toBeVisible();
  await page.getByLabel('Email').fill('bukan-email');
  await page.getByRole('button', { name: 'Kirim Link Reset' }).click();
  await expect(page.getByText('Format email tidak valid')).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Kirim Link Reset' }).click();
  await expect(page.getByRole('heading', { name: 'Email Terkirim!' })).toBeVisible();
  await expectAccessible(page);

  const link = await resetLinkFor(account.email);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expectAccessible(page);
  const newPassword = 'Baru-Sekali-456';
  await page.getByLabel('Password Baru', { exact: true }).fill(newPassword);
  await page.getByLabel('Konfirmasi Password Baru').fill('beda');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password tidak cocok')).toBeVisible();
  await page.getByLabel('Konfirmasi Password Baru').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Berhasil Direset!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login Sekarang' })).toBeVisible();
  await expect(page).toHaveURL('/login', { timeout: 6_000 });

  await apiLogin(request, account.username, newPassword);
  const old = await request.post('/api/auth/login', {
    data: { username: account.username, password: account.password },
  });
  expect(old.status()).toBe(400);

  // The link works once.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('Password Baru', { exact: true }).fill('Lain-Lagi-789');
  await page.getByLabel('Konfirmasi Password Baru').fill('Lain-Lagi-789');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
});

test('profile: summary, stats, edits with number normalisation, password change', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  const session = await apiLogin(request, account.username, account.password);
  await page.goto('/');
  await page.evaluate(
    ([token, user]) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: account.fullname })).toBeVisible();
  await expect(page.getByText(`@${account.username}`)).toBeVisible();
  await expect(page.getByText('Jumlah Device')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Nama Lengkap').fill('');
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(page.getByText('Nama lengkap wajib diisi')).toBeVisible();
  await page.getByLabel('Nama Lengkap').fill('Nama Baru Sekali');
  await page.getByLabel('Nomor WhatsApp').fill(`0${account.whatsapp_number.slice(2, -1)}9`);
  await expect(page.getByLabel('Nomor WhatsApp')).toHaveValue(`${account.whatsapp_number.slice(0, -1)}9`);
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(page.getByText('Profil berhasil diperbarui')).toBeVisible();
  await expect(page.getByText('Halo, Nama Baru Sekali')).toBeVisible();

  await page.getByRole('button', { name: 'Ubah Password' }).click();
  await expect(page.getByText('Password saat ini wajib diisi')).toBeVisible();
  await expect(page.getByText('Password baru wajib diisi')).toBeVisible();
  await page.getByLabel('Password Saat Ini').fill(account.password);
  await page.getByLabel('Password Baru', { exact: true }).fill('Profil-Baru-1');
  await page.getByLabel('Konfirmasi Password Baru').fill('Profil-Baru-1');
  await page.getByRole('button', { name: 'Ubah Password' }).click();
  await expect(page.getByText('Password berhasil diperbarui')).toBeVisible();
  await apiLogin(request, account.username, 'Profil-Baru-1');
});

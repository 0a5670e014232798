import { expect, type Page, test } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { apiLogin, logInBrowser, signedInAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { addDevice, orderMonthlyPlan } from './support/devices';

test('a guest is sent to /login from every logged-in page', async ({ page }) => {
  for (const path of ['/dashboard', '/devices', '/payments?device=abc', '/profile', '/admin/payments']) {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Masuk ke Akun Anda' })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Daftar', exact: true })).toBeVisible();
});

test('/reset-password without a token goes to /login', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL('/login');
});

test('a logged-in user opening a guest page lands on the dashboard', async ({ page, request }) => {
  const { account } = await signedInAccount(page, request);
  for (const path of ['/', '/login', '/register', '/forgot-password']) {
    await page.goto(path);
    await expect(page).toHaveURL('/dashboard');
  }
  await expect(page.getByRole('heading', { level: 1 })).toContainText(account.fullname);
  await expect(page.getByText(`Halo, ${account.fullname}`)).toBeVisible();
  const nav = page.getByRole('navigation').first();
  for (const name of ['Dashboard', 'Devices', 'Payments', 'Profile']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'API' })).toHaveAttribute('href', /\/api\/wuzapi\/swagger$/);
  await expect(nav.getByRole('link', { name: 'Admin Payments' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a non-admin is kept off /admin/payments', async ({ page, request }) => {
  await signedInAccount(page, request);
  await page.goto('/admin/payments');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Akses ditolak. Hanya admin yang dapat mengakses halaman ini.')).toBeVisible();
});

test('a stale token sends the user to /login', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('token', 'token-yang-sudah-tidak-berlaku');
    window.localStorage.setItem(
      'user',
      JSON.stringify({
        id: 999,
        fullname: 'Sesi Lama',
        username: 'sesi_lama',
        email: 'lama@wuz.test',
        whatsapp_number: '628100000000',
        role: 'user',
        created_at: '2026-01-01T00:00:00.000Z',
      }),
    );
  });
  await page.goto('/devices');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Masuk ke Akun Anda' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).not.toBe(
    'token-yang-sudah-tidak-berlaku',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the navbar folds into a menu with the links, the user and Logout', async ({ page, request }) => {
    const { account } = await signedInAccount(page, request);
    await page.goto('/dashboard');
    await expect(page.getByText(`Halo, ${account.fullname}`)).toBeHidden();
    await page.getByRole('button', { name: /menu/i }).click();
    const menu = page.getByRole('navigation', { name: /menu/i }).or(page.getByRole('dialog'));
    await expect(menu.getByRole('link', { name: 'Devices', exact: true })).toBeVisible();
    await expect(menu.getByText(account.email)).toBeVisible();
    await expectAccessible(page);
    await menu.getByRole('link', { name: 'Devices', exact: true }).click();
    await expect(page).toHaveURL('/devices');
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByText('Logout berhasil!')).toBeVisible();
  });
});

test.describe('on the narrowest phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  /**
   * Content wider than the screen (the admin table) scrolls inside its own region, never the page; and the
   * page stays accessible at that width.
   */
  const expectFitsPhone = async (page: Page, path: string) => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(320);
    await expectAccessible(page);
  };

  test('no page scrolls sideways or breaks accessibility, with data on every screen', async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/login', '/register', '/forgot-password']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectFitsPhone(page, path);
    }
    // The admin sees every page, with a device and a pending payment of its own.
    const admin = await apiLogin(request, e2eAdmin.username, e2eAdmin.password);
    const device = await addDevice(request, admin.token, 'Kasir Cabang Surabaya Timur Lantai Dua');
    await orderMonthlyPlan(request, admin.token, device);
    await logInBrowser(page, admin.token, admin.user);
    for (const [path, text] of [
      ['/dashboard', 'Kasir Cabang Surabaya Timur Lantai Dua'],
      ['/devices', 'Kasir Cabang Surabaya Timur Lantai Dua'],
      ['/payments', 'Payment History'],
      ['/profile', admin.user.email],
      ['/admin/payments', 'Admin - Kelola Pembayaran'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
      await expectFitsPhone(page, path);
    }
  });
});

import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import type { Device } from '@wuz/api/contract';
import { e2eAdmin } from '../playwright.config';
import { apiLogin, logInBrowser, signedInAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { addDevice } from './support/devices';

const cards = (page: Page) => page.getByRole('main').getByRole('listitem');

test('devices: add, search, paginate, copy the token, log in to WhatsApp, delete', async ({
  page,
  request,
  context,
}) => {
  const { session } = await signedInAccount(page, request);
  await page.goto('/devices');
  await expect(page.getByText('Belum ada device')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Tambah Device Pertama' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Device' });
  await dialog.getByRole('button', { name: 'Tambah Device' }).click();
  await expect(dialog.getByText('Nama device wajib diisi')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Nama Device').fill('CS Toko Utama');
  await dialog.getByRole('button', { name: 'Tambah Device' }).click();
  await expect(page.getByText('Device berhasil ditambahkan')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('CS Toko Utama');
  await expect(cards(page).first()).toContainText('Belum aktif');

  // Seven devices: the newest first, six a page.
  for (let i = 2; i <= 7; i += 1) await addDevice(request, session.token, `Gudang ${i}`);
  await page.reload();
  await expect(cards(page)).toHaveCount(6);
  await expect(cards(page).first()).toContainText('Gudang 7');
  await page.getByRole('button', { name: /halaman 2|^2$/i }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('CS Toko Utama');

  // Search by name goes back to page 1 and shows the count.
  const search = page.getByRole('searchbox', { name: 'Cari device' });
  await search.fill('gudang');
  await expect(page.getByText('6 device ditemukan')).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
  await search.fill('tidak-ada-yang-cocok');
  await expect(page.getByText('Tidak ada device yang cocok')).toBeVisible();
  await page.getByRole('button', { name: 'Hapus Filter' }).click();
  await expect(search).toHaveValue('');
  await expect(cards(page)).toHaveCount(6);

  // Search by token and by id.
  const devices = (
    (await (
      await request.get('/api/devices', { headers: { Authorization: `Bearer ${session.token}` } })
    ).json()) as { devices: Device[] }
  ).devices;
  const target = devices.find((device) => device.name === 'Gudang 4')!;
  await search.fill(target.api_key.slice(4, 20));
  await expect(page.getByText('1 device ditemukan')).toBeVisible();
  await expect(cards(page).first()).toContainText('Gudang 4');
  await search.fill(target.id.slice(0, 8).toUpperCase());
  await expect(cards(page).first()).toContainText('Gudang 4');
  await expectAccessible(page);

  // Copy the token.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await cards(page)
    .first()
    .getByRole('button', { name: /Salin Token/ })
    .click();
  await expect(page.getByText('Token berhasil disalin')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(target.api_key);

  // Detail.
  await cards(page)
    .first()
    .getByRole('button', { name: /Detail/ })
    .click();
  const detail = page.getByRole('dialog', { name: 'Detail Device' });
  await expect(detail).toContainText(target.id);
  await expect(detail).toContainText(target.api_key);
  await expectAccessible(page);
  await detail.getByRole('button', { name: 'Tutup' }).first().click();

  // Login WA opens the device's login page in a new tab.
  const popup = page.waitForEvent('popup');
  await cards(page)
    .first()
    .getByRole('button', { name: /Login WA/ })
    .click();
  const tab = await popup;
  await expect(page.getByText('Membuka halaman login WhatsApp...')).toBeVisible();
  expect(tab.url()).toContain(`/api/wuzapi/device-login/${target.api_key}`);
  await tab.close();

  // Delete.
  await cards(page).first().getByRole('button', { name: /Hapus/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Gudang 4');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Device berhasil dihapus')).toBeVisible();
  await search.fill('');
  await expect(page.getByText('Gudang 4')).toHaveCount(0);
  await expect(cards(page)).toHaveCount(6);
});

test('a blocked pop-up offers the login page as a link', async ({ page, request }) => {
  const { session } = await signedInAccount(page, request);
  await addDevice(request, session.token, 'Perangkat Popup');
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/devices');
  await cards(page)
    .first()
    .getByRole('button', { name: /Login WA/ })
    .click();
  await expect(page.getByText('Popup diblokir! Klik tombol di bawah untuk login.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Buka Halaman Login WhatsApp/ })).toHaveAttribute(
    'href',
    /\/api\/wuzapi\/device-login\//,
  );
});

async function adminPage(browser: Browser, request: APIRequestContext) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = await apiLogin(request, e2eAdmin.username, e2eAdmin.password);
  await logInBrowser(page, session.token, session.user);
  return { page, context };
}

test('buying a plan from a device card; the admin marks it paid and the device gets 30 days', async ({
  page,
  request,
  browser,
}) => {
  const { session, account } = await signedInAccount(page, request);
  const device = await addDevice(request, session.token, 'Kasir Depan');
  await page.goto('/payments');
  await expect(page.getByRole('tab', { name: 'Payment History' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Belum ada pembayaran')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/devices');
  await cards(page)
    .first()
    .getByRole('button', { name: /Payment/ })
    .click();
  await expect(page).toHaveURL(`/payments?device=${device.id}`);
  await expect(page.getByRole('tab', { name: 'Available Plans' })).toHaveAttribute('aria-selected', 'true');
  const plans = page.getByRole('tabpanel');
  await expect(plans.getByText('Paling Populer')).toBeVisible();
  await expectAccessible(page);
  await plans
    .getByRole('listitem')
    .filter({ hasText: 'Monthly Plan' })
    .getByRole('button', { name: 'Pilih Paket' })
    .click();

  const purchase = page.getByRole('dialog', { name: 'Beli Paket' });
  await expect(purchase.getByLabel('Device')).toHaveValue(device.id);
  await expectAccessible(page);
  await purchase.getByRole('button', { name: 'Buat Pembayaran' }).click();
  await expect(
    page.getByText('Pembayaran berhasil dibuat! Silakan ikuti instruksi pembayaran.'),
  ).toBeVisible();
  const instructions = page.getByRole('dialog', { name: 'Instruksi Pembayaran' });
  await expect(instructions).toContainText(/PAY\d{6}/);
  await expect(instructions).toContainText('Rp 15.');
  await expectAccessible(page);
  await instructions.getByRole('button', { name: 'Saya Mengerti' }).click();

  await expect(page.getByRole('tab', { name: 'Payment History' })).toHaveAttribute('aria-selected', 'true');
  const history = page.getByRole('tabpanel');
  await expect(history.getByRole('listitem').first()).toContainText('Monthly Plan');
  await expect(history.getByRole('listitem').first()).toContainText('Kasir Depan');

  // The admin confirms the transfer.
  const admin = await adminPage(browser, request);
  await admin.page.goto('/admin/payments');
  await expect(admin.page.getByRole('heading', { name: 'Admin - Kelola Pembayaran' })).toBeVisible();
  await admin.page.getByRole('searchbox', { name: 'Cari pembayaran' }).fill(account.email);
  await expect(admin.page.getByText('Menampilkan 1-1 dari 1 hasil')).toBeVisible();
  await expectAccessible(admin.page);
  const row = admin.page.getByRole('row').filter({ hasText: account.email });
  await row.getByRole('button', { name: /paid/i }).click();
  await expect(admin.page.getByText('Status pembayaran berhasil diubah menjadi paid')).toBeVisible();
  await expect(row).toContainText(/Dibayar|Paid/i);
  await admin.page.getByLabel('Filter status').selectOption('pending');
  await expect(admin.page.getByText('Tidak ada pembayaran yang ditemukan')).toBeVisible();
  await admin.context.close();

  await page.goto('/devices');
  await expect(cards(page).first()).toContainText('30 hari lagi');
  await page.goto('/payments');
  await expect(page.getByRole('tabpanel').getByText('Dibayar pada')).toBeVisible();
});

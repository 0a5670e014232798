import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Device } from '@wuz/api/contract';
import { startReceiver } from '../packages/server/test/gateway/receiver';
import { adminToken, signedInAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { addDevice, orderMonthlyPlan } from './support/devices';

/** Buys the monthly plan for a device and has the admin confirm the transfer. */
async function activate(request: APIRequestContext, token: string, device: Device) {
  const payment = await orderMonthlyPlan(request, token, device);
  const paid = await request.put(`/api/payments/${payment.id}/status`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { status: 'paid' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
}

/** Opens the detail of the named device from /devices. */
async function openDeviceDetail(page: Page, name: string) {
  await page.goto('/devices');
  await page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: /Detail/ })
    .click();
  return page.getByRole('dialog', { name: 'Detail Device' });
}

test('device login: scan the QR through the simulator, see the linked number and the device connected', async ({
  page,
  request,
}) => {
  const { session } = await signedInAccount(page, request);
  const device = await addDevice(request, session.token, 'Toko WA');
  await activate(request, session.token, device);

  await page.goto(`/api/wuzapi/device-login/${device.api_key}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hubungkan WhatsApp' })).toBeVisible();
  const qr = page.getByRole('img', { name: 'Kode QR untuk menghubungkan WhatsApp' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(page.getByLabel('Nomor WhatsApp')).toBeVisible();
  await expectAccessible(page);

  const scan = await request.post('/api/wuzapi/simulator/scan', {
    data: { api_key: device.api_key, phone: '6281377770001' },
  });
  expect(scan.ok(), await scan.text()).toBe(true);

  await expect(page.getByRole('status')).toHaveText('Terhubung sebagai +6281377770001');
  await expect(page.getByRole('heading', { name: 'WhatsApp terhubung' })).toBeVisible();
  await expect(qr).toBeHidden();
  await expectAccessible(page);

  await expect(await openDeviceDetail(page, 'Toko WA')).toContainText('Terhubung (+6281377770001)');
});

test('device login: a pairing code for a phone number', async ({ page, request }) => {
  const { session } = await signedInAccount(page, request);
  const device = await addDevice(request, session.token, 'Kasir');
  await activate(request, session.token, device);
  await page.goto(`/api/wuzapi/device-login/${device.api_key}`);
  await page.getByRole('button', { name: 'Minta kode pairing' }).click();
  await expect(page.getByRole('alert')).toHaveText('Nomor WhatsApp wajib diisi');
  await page.getByLabel('Nomor WhatsApp').fill('6281377770002');
  await page.getByRole('button', { name: 'Minta kode pairing' }).click();
  await expect(page.locator('#pair-code')).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expectAccessible(page);
});

test('device login: a device without a plan explains why and links to buying one', async ({
  page,
  request,
}) => {
  const { session } = await signedInAccount(page, request);
  const device = await addDevice(request, session.token, 'Belum Bayar');
  await page.goto(`/api/wuzapi/device-login/${device.api_key}`);
  await expect(page.getByRole('status')).toHaveText('Device tidak dapat dihubungkan');
  await expect(page.getByText('belum memiliki paket aktif')).toBeVisible();
  const buy = page.getByRole('link', { name: 'Beli paket' });
  await expect(buy).toHaveAttribute('href', new RegExp(`/payments\\?device=${device.id}$`));
  await expectAccessible(page);
});

test('device detail: the webhook set through the API, its HMAC key revealed, copied and rotated', async ({
  page,
  request,
  context,
}) => {
  const { session } = await signedInAccount(page, request);
  const device = await addDevice(request, session.token, 'Webhook Toko');
  await activate(request, session.token, device);
  const set = await request.post('/api/wuzapi/webhook', {
    headers: { Token: device.api_key },
    data: { webhookURL: 'https://tokoku.id/wa/webhook', events: ['Message', 'Connected'] },
  });
  expect(set.ok(), await set.text()).toBe(true);
  const storedKey = async () => {
    const response = await request.get(`/api/devices/${device.id}/webhook`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    return ((await response.json()) as { webhook: { hmac_key: string } }).webhook.hmac_key;
  };
  const firstKey = await storedKey();

  const dialog = await openDeviceDetail(page, 'Webhook Toko');
  await expect(dialog).toContainText('https://tokoku.id/wa/webhook');
  await expect(dialog).toContainText('Message, Connected');
  await expect(dialog).toContainText(`••••••••••••${firstKey.slice(-4)}`);
  await expect(dialog).not.toContainText(firstKey);
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Tampilkan kunci HMAC' }).click();
  await expect(dialog).toContainText(firstKey);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: 'Salin Kunci HMAC' }).click();
  await expect(page.getByText('Kunci HMAC berhasil disalin')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstKey);

  await dialog.getByRole('button', { name: 'Buat Ulang Kunci HMAC' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Buat Ulang Kunci HMAC?' });
  await confirm.getByRole('button', { name: 'Buat Ulang' }).click();
  await expect(page.getByText('Kunci HMAC baru berhasil dibuat')).toBeVisible();
  await expect(dialog).not.toContainText(firstKey);
  const secondKey = await storedKey();
  expect(secondKey).toMatch(/^[0-9a-f]{64}$/);
  expect(secondKey).not.toBe(firstKey);
  await expect(dialog).toContainText(secondKey);
});

test('device detail: the webhook is set and turned off from the dashboard, and the device API sees it', async ({
  page,
  request,
}) => {
  const { session } = await signedInAccount(page, request);
  const device = await addDevice(request, session.token, 'Webhook Dasbor');
  await activate(request, session.token, device);
  const wuzapiWebhook = async () => {
    const response = await request.get('/api/wuzapi/webhook', { headers: { Token: device.api_key } });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: { webhook: string; subscribe: string[] } }).data;
  };

  const dialog = await openDeviceDetail(page, 'Webhook Dasbor');
  await expect(dialog).toContainText('Belum diatur');
  await dialog.getByRole('button', { name: 'Atur Webhook' }).click();
  const url = dialog.getByRole('textbox', { name: 'URL Webhook' });
  await url.fill('tokoku.id/hook');
  await dialog.getByRole('button', { name: 'Simpan Webhook' }).click();
  await expect(dialog.getByText('URL webhook harus diawali http:// atau https://')).toBeVisible();
  await expectAccessible(page);

  await url.fill('https://tokoku.id/wa/masuk');
  await dialog.getByRole('checkbox', { name: 'Semua event' }).uncheck();
  await dialog.getByRole('checkbox', { name: /^Message/ }).check();
  await dialog.getByRole('checkbox', { name: /^Disconnected/ }).check();
  await dialog.getByRole('button', { name: 'Simpan Webhook' }).click();
  await expect(page.getByText('Webhook berhasil disimpan')).toBeVisible();
  await expect(dialog).toContainText('https://tokoku.id/wa/masuk');
  await expect(dialog).toContainText('Message, Disconnected');
  expect(await wuzapiWebhook()).toEqual({
    webhook: 'https://tokoku.id/wa/masuk',
    subscribe: ['Message', 'Disconnected'],
  });

  await dialog.getByRole('button', { name: 'Ubah Webhook' }).click();
  await url.fill('');
  await dialog.getByRole('button', { name: 'Simpan Webhook' }).click();
  await expect(page.getByText('Webhook dimatikan')).toBeVisible();
  await expect(dialog).toContainText('Belum diatur');
  expect((await wuzapiWebhook()).webhook).toBe('');
});

test('device detail: a test webhook reaches a real receiver, signed with the key the dashboard shows', async ({
  page,
  request,
}) => {
  const receiver = await startReceiver(1);
  try {
    const { session } = await signedInAccount(page, request);
    const device = await addDevice(request, session.token, 'Webhook Uji');
    const dialog = await openDeviceDetail(page, 'Webhook Uji');
    await dialog.getByRole('button', { name: 'Atur Webhook' }).click();
    await dialog.getByRole('textbox', { name: 'URL Webhook' }).fill(receiver.url);
    await dialog.getByRole('button', { name: 'Simpan Webhook' }).click();
    await expect(page.getByText('Webhook berhasil disimpan')).toBeVisible();

    await dialog.getByRole('button', { name: 'Kirim Tes' }).click();
    await expect(dialog.getByTestId('webhook-test')).toContainText('Tes gagal: Penerima menjawab HTTP 503');
    await expect(page.getByText('Tes webhook gagal')).toBeVisible();
    await dialog.getByRole('button', { name: 'Kirim Tes' }).click();
    await expect(dialog.getByTestId('webhook-test')).toContainText(
      'Tes terkirim: penerima menjawab HTTP 200',
    );
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Tampilkan kunci HMAC' }).click();
    const key = (await dialog.getByTestId('hmac-key').textContent()) ?? '';
    expect(receiver.attempts()).toBe(2);
    const [last] = receiver.received;
    expect(JSON.parse(last?.body ?? '{}')).toMatchObject({
      type: 'Test',
      token: device.api_key,
      userID: device.id,
      instanceName: 'Webhook Uji',
    });
    expect(last?.signature).toBe(
      createHmac('sha256', key)
        .update(last?.body ?? '')
        .digest('hex'),
    );
  } finally {
    await receiver.close();
  }
});

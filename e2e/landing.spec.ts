import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';

test('the started product serves the landing page and the API', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mulai Gratis' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('heading', { name: 'Fitur Unggulan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pilih Durasi yang Tepat' })).toBeVisible();
  await expect(page.getByText('Rp 15.000').first()).toBeVisible();
  await expectAccessible(page);
});

test('an unknown path, loaded straight from the server, goes to the landing page', async ({ page }) => {
  const response = await page.goto('/sembarang/rute');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL('/');
});

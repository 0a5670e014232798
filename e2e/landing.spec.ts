import { expect, test } from '@playwright/test';

test('the started product serves the landing page and the API', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wuz');
  await expect(page.getByRole('link', { name: 'Mulai Gratis' })).toHaveAttribute('href', '/register');
});

test('a client route loads directly from the server', async ({ page }) => {
  const response = await page.goto('/sembarang/rute');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL('/');
});

import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const axePath = path.resolve('node_modules/axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the current page and expects no violation. */
export async function expectAccessible(page: Page) {
  // Check the page once it has rendered (pages load on demand), not its loading state.
  await page.locator('main h1').first().waitFor();
  await expect(page.getByRole('status').filter({ hasText: /^Memuat/ })).toHaveCount(0);
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document)).violations;
  });
  const found = (violations as AxeViolation[]).map(
    (violation) =>
      `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}

import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_PROXY_TARGET ?? `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  envDir: repoRoot,
  // workspace packages resolve to their sources; published builds resolve to dist
  resolve: { conditions: ['@wuz/source', ...defaultClientConditions] },
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['packages/{api,ui,app}/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.*', '**/node_modules/**'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: repoRoot,
          environment: 'node',
          include: ['packages/server/{src,test}/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${repoRoot}.storybook` })],
        test: {
          name: 'storybook',
          setupFiles: ['./.storybook/screenshots.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: findChromium(), args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});

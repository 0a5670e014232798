import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 2525);
export const e2eDataDir = 'test-results/e2e-data';

/** The first admin, created by the server at start-up; the tests log in with it. */
export const e2eAdmin = {
  username: 'admin',
  email: 'admin@wuz.test',
  password: 'Admin-Rahasia-123',
  fullname: 'Admin Wuz',
  whatsapp: '6281100000001',
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e-output',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // Receives the product's e-mails (reset links) and keeps them for the tests to read.
      command: 'node --import tsx e2e/support/mail-sink.ts',
      port: mailPort,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { MAIL_PORT: String(mailPort) },
    },
    {
      command: `rm -rf ${e2eDataDir} && node scripts/start.mjs`,
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        DATA_DIR: e2eDataDir,
        APP_URL: `http://localhost:${port}`,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
        MAIL_FROM: 'Wuz <no-reply@wuz.test>',
        ADMIN_USERNAME: e2eAdmin.username,
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_PASSWORD: e2eAdmin.password,
        ADMIN_FULLNAME: e2eAdmin.fullname,
        ADMIN_WHATSAPP: e2eAdmin.whatsapp,
        WA_ADMIN_NUMBER: '6281100000002',
        RATE_LIMIT_MAX: '10000',
        RATE_LIMIT_ACCOUNT_MAX: '10000',
        WA_ENGINE: 'simulator',
      },
    },
  ],
});

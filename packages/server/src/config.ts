import path from 'node:path';
import { defaultVerifyKeyword } from '@wuz/api/contract';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'harus berupa alamat postgres://…')
      .optional(),
  ),
  APP_DIST: z.string().default(path.resolve(import.meta.dirname, '../../app/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'harus berupa alamat smtp:// atau smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Wuz <no-reply@wuz.local>'),
  ADMIN_USERNAME: optionalString,
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  ADMIN_FULLNAME: z.string().default('Administrator'),
  ADMIN_WHATSAPP: optionalString,
  VERIFY_KEYWORD: z.string().min(1).default(defaultVerifyKeyword),
  WA_ADMIN_NUMBER: z.string().default('6281234567890'),
  BANK_NAME: z.string().default('Bank Central Asia (BCA)'),
  BANK_ACCOUNT_NUMBER: z.string().default('1234567890'),
  BANK_ACCOUNT_NAME: z.string().default('Wuz Indonesia'),
  SUPPORT_WHATSAPP: optionalString,
  SUPPORT_EMAIL: z.string().default('support@wuz.local'),
  FREE_TRIAL_DAYS: z.coerce.number().int().min(0).max(3650).default(0),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  TRUST_PROXY: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((value) => value === 'true'),
  PAYMENT_SWEEP_SECONDS: z.coerce.number().int().min(1).default(60),
  WA_ENGINE: z.enum(['baileys', 'simulator']).default('baileys'),
});

export type Config = z.infer<typeof configSchema> & { APP_URL: string; SUPPORT_WHATSAPP: string };

/** Reads the configuration from the environment; a bad value stops start-up with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Konfigurasi tidak valid:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    APP_URL: (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
    SUPPORT_WHATSAPP: config.SUPPORT_WHATSAPP ?? config.WA_ADMIN_NUMBER,
  };
}

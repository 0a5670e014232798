import path from 'node:path';
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
});

export type Config = z.infer<typeof configSchema> & { APP_URL: string };

/** Reads the configuration from the environment; a bad value stops start-up with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Konfigurasi tidak valid:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return { ...config, APP_URL: config.APP_URL ?? `http://localhost:${config.PORT}` };
}

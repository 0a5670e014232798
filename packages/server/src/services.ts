import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db';
import { HttpError } from './http/errors';
import { createAnswerCache } from './modules/answer-cache';
import { createAuthService } from './modules/auth/service';
import { createSessionCache } from './modules/auth/session-cache';
import { createDevicesService, type DeviceHooks } from './modules/devices/service';
import { createMailer } from './modules/mail/mailer';
import { createPaymentsService } from './modules/payments/service';
import { createUsersService } from './modules/users/service';

export type Services = ReturnType<typeof createServices>;

/** Every product service over one database; the device hooks are read at call time so the gateway can set them. */
export function createServices(deps: { db: Db; config: Config; log: FastifyBaseLogger; hooks: DeviceHooks }) {
  const { db, config, log, hooks } = deps;
  const mailer = createMailer(config, db, log);
  const sessions = createSessionCache(config.SESSION_CACHE_SECONDS * 1000);
  // Remembered answers live as long as remembered sessions: a change made elsewhere shows within that time.
  const answers = createAnswerCache(config.SESSION_CACHE_SECONDS * 1000);
  const users = createUsersService(db, sessions, answers);
  return {
    mailer,
    users,
    auth: createAuthService({ db, config, users, mailer, sessions }),
    devices: createDevicesService({ db, config, hooks, answers }),
    payments: createPaymentsService({ db, config, answers }),
  };
}

/** Creates the first admin from ADMIN_* when they are set and no admin exists yet. */
export async function ensureFirstAdmin(services: Services, config: Config, log: FastifyBaseLogger) {
  const { ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_PASSWORD } = config;
  if (!ADMIN_USERNAME || !ADMIN_EMAIL || !ADMIN_PASSWORD) return;
  if ((await services.users.adminCount()) > 0) return;
  try {
    const admin = await services.users.create({
      fullname: config.ADMIN_FULLNAME,
      username: ADMIN_USERNAME,
      email: ADMIN_EMAIL,
      whatsapp_number: config.ADMIN_WHATSAPP ?? config.WA_ADMIN_NUMBER,
      password: ADMIN_PASSWORD,
      role: 'admin',
      verified: true,
    });
    log.info(`Admin pertama dibuat: ${admin.username}`);
  } catch (error) {
    // A taken username, e-mail or number must not stop the server; the CLI can promote an account instead.
    if (!(error instanceof HttpError)) throw error;
    log.error(`Admin pertama tidak dapat dibuat dari ADMIN_*: ${error.message}`);
  }
}

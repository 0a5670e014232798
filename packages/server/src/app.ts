import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { healthResponse } from '@wuz/api/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from './config';
import { type DbHandle, migrateToLatest, openDatabase } from './db';
import { registerGateway } from './gateway';
import { installErrorHandler } from './http/errors';
import { refuseNullCharacters } from './http/null-characters';
import { registerSecurityHeaders } from './http/security-headers';
import { responseSerializer } from './http/serializer';
import { adminRoutes } from './modules/admin/routes';
import { authRoutes } from './modules/auth/routes';
import { devicesRoutes } from './modules/devices/routes';
import type { DeviceState } from './modules/devices/service';
import { paymentsRoutes } from './modules/payments/routes';
import { usersRoutes } from './modules/users/routes';
import { createServices, ensureFirstAdmin, type Services } from './services';

export interface AppContext {
  config: Config;
  database: DbHandle;
  services: Services;
  /** The WhatsApp link state of a device; the gateway replaces this default. */
  deviceState: (deviceId: string) => DeviceState;
  /** Called after a device is deleted; the gateway replaces this to log the session out. */
  onDeviceDeleted: (deviceId: string) => Promise<void> | void;
  /** Accounts, for the gateway: `users.verifyByWhatsapp(number, code)` completes a WhatsApp verification. */
  users: Services['users'];
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

const version = '0.1.0';
const bodyLimit = 1024 * 1024;

/** Builds the whole server: opens the database, applies migrations, registers the API and the built app. */
export async function buildServer(config: Config): Promise<FastifyInstance> {
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateToLatest(database.db);

  const app = Fastify({ logger: { level: config.LOG_LEVEL }, bodyLimit, trustProxy: config.TRUST_PROXY });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(({ schema }) => responseSerializer(schema as z.ZodType));
  installErrorHandler(app);
  refuseNullCharacters(app);

  const ctx = {
    config,
    database,
    deviceState: () => ({ connected: false, phone: null }),
    onDeviceDeleted: () => {},
  } as Omit<AppContext, 'services' | 'users'> as AppContext;
  ctx.services = createServices({
    db: database.db,
    config,
    log: app.log,
    hooks: {
      deviceState: (deviceId) => ctx.deviceState(deviceId),
      onDeviceDeleted: (deviceId) => ctx.onDeviceDeleted(deviceId),
    },
  });
  ctx.users = ctx.services.users;
  app.decorate('ctx', ctx);
  app.decorateRequest('auth', null);
  app.addHook('onClose', async () => database.close());

  await ensureFirstAdmin(ctx.services, config, app.log);
  startSweeps(app);

  await app.register(fastifyCompress);
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(fastifyCors, { origin: [config.APP_URL] });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Wuz API', description: 'API dashboard Wuz', version },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'Token dari /api/auth/login' },
        },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.get('/api/health', { schema: { tags: ['Sistem'], response: { 200: healthResponse } } }, async () => ({
    status: 'ok' as const,
    version,
    database: database.kind,
  }));

  for (const routes of [authRoutes, usersRoutes, devicesRoutes, paymentsRoutes, adminRoutes]) {
    await app.register(routes);
  }
  await registerGateway(app);

  app.all('/api/*', async (_request, reply) => reply.code(404).send({ error: 'Alamat API tidak ditemukan' }));

  await registerAppFiles(app, config.APP_DIST);
  return app;
}

/** Pending payments past their deadline become failed; expired sessions and reset tokens are removed. */
function startSweeps(app: FastifyInstance) {
  const { services, config } = app.ctx;
  const sweep = async () => {
    try {
      await services.payments.expireOverdue();
      await services.auth.sweep();
    } catch (error) {
      app.log.error(error, 'Pembersihan berkala gagal');
    }
  };
  const timer = setInterval(sweep, config.PAYMENT_SWEEP_SECONDS * 1000);
  timer.unref();
  app.addHook('onReady', sweep);
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Serves the built app: hashed assets cached for a year, index.html for every client route. */
async function registerAppFiles(app: FastifyInstance, dist: string) {
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`App belum dibangun (${indexFile} tidak ada); hanya API yang dilayani.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: 'Alamat tidak ditemukan' });
    }
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}

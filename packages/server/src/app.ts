import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { healthResponse } from '@wuz/api/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { type DbHandle, migrateToLatest, openDatabase } from './db';

export interface AppContext {
  config: Config;
  database: DbHandle;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

const version = '0.1.0';

/** Builds the whole server: opens the database, applies migrations, registers the API and the built app. */
export async function buildServer(config: Config): Promise<FastifyInstance> {
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateToLatest(database.db);

  const app = Fastify({ logger: { level: config.LOG_LEVEL }, bodyLimit: 1024 * 1024 });
  app.decorate('ctx', { config, database });
  app.addHook('onClose', async () => database.close());

  await app.register(fastifyCompress);

  app.get('/api/health', async () =>
    healthResponse.parse({ status: 'ok', version, database: database.kind }),
  );

  app.all('/api/*', async (_request, reply) => reply.code(404).send({ error: 'Alamat API tidak ditemukan' }));

  await registerAppFiles(app, config.APP_DIST);
  return app;
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

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildServer } from '../src/app';
import { loadConfig } from '../src/config';

export interface TestServer {
  app: FastifyInstance;
  env: Record<string, string>;
  /** Closes the server and drops its database. */
  close: () => Promise<void>;
  /** Closes the server and starts a new one on the same database. */
  restart: () => Promise<FastifyInstance>;
}

/**
 * A server on a fresh database: a new SQLite file, or a new PostgreSQL schema when TEST_DATABASE_URL is set.
 */
export async function startTestServer(extraEnv: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wuz-test-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    APP_DIST: path.join(dataDir, 'no-app'),
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_ACCOUNT_MAX: '100000',
    ...extraEnv,
  };
  let dropSchema = async () => {};
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = url.toString();
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    };
  }
  const server: TestServer = {
    app: await buildServer(loadConfig(env)),
    env,
    close: async () => {
      await server.app.close();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    restart: async () => {
      await server.app.close();
      server.app = await buildServer(loadConfig(env));
      return server.app;
    },
  };
  return server;
}

/**
 * API benchmark: starts the server on SQLite in a temporary directory (and on PostgreSQL with
 * `--postgres URL` or BENCH_DATABASE_URL), seeds one user with 50 devices and 200 payments, then drives each
 * endpoint with autocannon at 100 connections: GET /api/health (baseline), GET /api/devices,
 * GET /api/payments, GET /api/users/profile, and POST /api/auth/login on its own.
 * Prints req/s, p50 and p99 per endpoint, and each list's throughput as a ratio of the baseline. A bare
 * `node:http` server answering the same way is driven first: the machine's own ceiling, so figures taken on
 * different days can be compared. autocannon runs in one worker thread (BENCH_WORKERS=0 puts it on the server's
 * thread), so the server has a core of its own and its busy time per answer is printed too.
 * BENCH_SECONDS sets the duration of each run (default 10); BENCH_ROUNDS repeats the GET runs, interleaved, and
 * keeps each endpoint's median (steadier on a machine shared with other work). BENCH_ONLY=devices,login runs only
 * the endpoints whose name contains one of those words (for profiling). Requests carry `Accept-Encoding` as the
 * dashboard's browser sends it; BENCH_ENCODING=identity measures uncompressed answers instead. autocannon does not
 * keep the bodies as strings (drop-bodies.cjs), so a large compressed list measures the server, not autocannon's
 * decoding; BENCH_KEEP_BODIES=1 measures with autocannon's default.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildServer } from '../src/app';
import { loadConfig } from '../src/config';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 100;
/** BENCH_ROUNDS > 1 alternates the GET endpoints that many times and reports each one's median run. */
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
/** autocannon's worker threads; 0 runs it on the server's own thread. */
const workers = Number(process.env.BENCH_WORKERS ?? 1);
const acceptEncoding = process.env.BENCH_ENCODING ?? 'gzip, deflate, br';
const require = createRequire(import.meta.url);
/** BENCH_KEEP_BODIES=1 lets autocannon keep each body as a string, as it does by default (see drop-bodies.cjs). */
const dropBodies = process.env.BENCH_KEEP_BODIES ? undefined : require.resolve('./drop-bodies.cjs');
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? [];
const selected = (name: string) => only.length === 0 || only.some((word) => name.includes(word));
const postgresFlag = process.argv.indexOf('--postgres');
const postgresUrl = postgresFlag >= 0 ? process.argv[postgresFlag + 1] : process.env.BENCH_DATABASE_URL;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** Bytes on the wire per answer, headers included. */
  bytes: number;
  /** The server thread's busy time per answer, in µs (only when autocannon runs in workers). */
  serverMicros?: number;
  errors: number;
}

const user = {
  fullname: 'Pengguna Bench',
  whatsapp_number: '6281299990000',
  username: 'bench_user',
  email: 'bench@wuz.test',
  password: 'benchPassword1',
};

async function json(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token?: string,
  body?: object,
) {
  const response = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body ? { payload: body } : {}),
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** One verified user with 50 devices and 200 payments (a quarter of them paid). */
async function seed(app: FastifyInstance): Promise<string> {
  const adminToken = (
    await json(app, 'POST', '/api/auth/login', undefined, {
      username: 'bench_admin',
      password: 'benchAdmin1',
    })
  ).token as string;
  const { data } = await json(app, 'POST', '/api/auth/register', undefined, user);
  await json(app, 'POST', `/api/admin/users/${data.user.id}/verify`, adminToken);
  const token = (
    await json(app, 'POST', '/api/auth/login', undefined, {
      username: user.username,
      password: user.password,
    })
  ).token as string;
  const devices: string[] = [];
  for (let i = 0; i < 50; i++)
    devices.push((await json(app, 'POST', '/api/devices', token, { name: `Device ${i + 1}` })).device.id);
  for (let i = 0; i < 200; i++) {
    const { payment } = await json(app, 'POST', '/api/payments/create', token, {
      device_id: devices[i % devices.length],
      product_id: (i % 5) + 1,
    });
    if (i % 4 === 0)
      await json(app, 'PUT', `/api/payments/${payment.id}/status`, adminToken, { status: 'paid' });
  }
  return token;
}

async function drive(
  name: string,
  url: string,
  options: { method?: 'GET' | 'POST'; token?: string; body?: object; expect?: number } = {},
): Promise<Row> {
  const headers: Record<string, string> = { 'accept-encoding': acceptEncoding };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body) headers['content-type'] = 'application/json';
  const before = performance.eventLoopUtilization();
  const result = await autocannon({
    url,
    method: options.method ?? 'GET',
    headers,
    body: options.body ? JSON.stringify(options.body) : undefined,
    connections,
    ...(workers > 0 ? { workers } : {}),
    // In worker threads autocannon loads the file itself.
    ...(dropBodies ? { setupClient: workers > 0 ? dropBodies : require(dropBodies) } : {}),
    duration: seconds,
  });
  const busy = performance.eventLoopUtilization(before);
  const errors = result.errors + result.timeouts + result.non2xx;
  const answers = result.requests.total;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: answers > 0 ? result.throughput.total / answers : 0,
    ...(workers > 0 && answers > 0 ? { serverMicros: (busy.active * 1000) / answers } : {}),
    errors,
  };
}

/** The machine's ceiling: a bare node:http server on this thread answering like the health check. */
async function bareHttp(): Promise<Row> {
  const body = JSON.stringify({ status: 'ok' });
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    console.log('[machine] bare node:http…');
    return await drive(
      'bare node:http (machine ceiling)',
      `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    );
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

async function run(label: string, env: Record<string, string>, machine: Row): Promise<Row[]> {
  const app = await buildServer(
    loadConfig({
      LOG_LEVEL: 'warn',
      PORT: '0',
      HOST: '127.0.0.1',
      RATE_LIMIT_MAX: '1000000000',
      RATE_LIMIT_ACCOUNT_MAX: '1000000000',
      ADMIN_USERNAME: 'bench_admin',
      ADMIN_EMAIL: 'admin@wuz.test',
      ADMIN_PASSWORD: 'benchAdmin1',
      ...env,
    }),
  );
  // Requests still queued when a run ends (slow logins) are awaited before the database closes.
  let inFlight = 0;
  app.addHook('onRequest', async () => {
    inFlight++;
  });
  app.addHook('onResponse', async () => {
    inFlight--;
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    console.log(`\n[${label}] seeding…`);
    const token = await seed(app);
    const endpoints = [
      ['GET /api/health (baseline)', '/api/health'],
      ['GET /api/devices (50)', '/api/devices'],
      ['GET /api/payments (200)', '/api/payments'],
      ['GET /api/users/profile', '/api/users/profile'],
    ].filter(([name]) => selected(name));
    const runs: Row[][] = endpoints.map(() => []);
    for (let round = 1; round <= rounds; round++) {
      for (const [i, [name, url]] of endpoints.entries()) {
        console.log(`[${label}] ${name}${rounds > 1 ? ` (round ${round}/${rounds})` : ''}…`);
        runs[i]?.push(await drive(name, base + url, { token: url === '/api/health' ? undefined : token }));
      }
    }
    const rows = runs.map(median);
    if (selected('POST /api/auth/login')) {
      console.log(`[${label}] POST /api/auth/login…`);
      rows.push(
        await drive('POST /api/auth/login', `${base}/api/auth/login`, {
          method: 'POST',
          body: { username: user.username, password: user.password },
        }),
      );
    }
    print(label, [machine, ...rows]);
    return rows;
  } finally {
    for (let waited = 0; inFlight > 0 && waited < 60_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await app.close();
  }
}

/** The run with the median throughput (its latencies with it); errors summed over all runs. */
function median(runs: Row[]): Row {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)] as Row;
  return { ...middle, errors: runs.reduce((sum, run) => sum + run.errors, 0) };
}

const isList = (row: Row) => row.name.startsWith('GET') && !row.name.startsWith('GET /api/health');

function print(label: string, rows: Row[]) {
  const baseline = rows.find((row) => row.name.startsWith('GET /api/health'))?.rps ?? 1;
  const repeated = rounds > 1 ? `, median of ${rounds} interleaved runs` : '';
  console.log(
    `\n${label}: ${connections} connections, ${seconds} s each, autocannon ${workers > 0 ? `in ${workers} worker thread(s)` : "on the server's thread"}, Accept-Encoding: ${acceptEncoding}${repeated}`,
  );
  console.table(
    rows.map((row) => ({
      endpoint: row.name,
      'req/s': Math.round(row.rps),
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'KB/answer': (row.bytes / 1024).toFixed(1),
      'server µs/answer': row.serverMicros === undefined ? '' : Math.round(row.serverMicros),
      'vs baseline': isList(row) ? (row.rps / baseline).toFixed(2) : '',
      // Target for authenticated lists: at least half the baseline throughput, p99 under 25 ms.
      target: isList(row) ? (row.rps / baseline >= 0.5 && row.p99 < 25 ? 'met' : 'missed') : '',
      errors: row.errors,
    })),
  );
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wuz-bench-'));
  try {
    const machine = await bareHttp();
    const sqlite = await run('SQLite', { DATA_DIR: dataDir }, machine);
    if (postgresUrl) {
      const schema = `bench_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      try {
        const url = new URL(postgresUrl);
        url.searchParams.set('options', `-c search_path=${schema}`);
        const postgres = await run(
          'PostgreSQL',
          { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
          machine,
        );
        console.log('\nPostgreSQL throughput as a ratio of SQLite:');
        console.table(
          postgres.map((row, i) => ({
            endpoint: row.name,
            ratio: (row.rps / (sqlite[i]?.rps ?? 1)).toFixed(2),
          })),
        );
      } finally {
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

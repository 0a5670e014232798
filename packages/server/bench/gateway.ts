/**
 * Gateway benchmark on the simulator engine:
 * - POST /api/wuzapi/chat/send/text throughput and p99 at 100 connections, against GET /api/health;
 * - webhook deliveries per second to a local receiver;
 * - memory per idle linked simulated session, at 1,000 sessions.
 * Run with `npm run bench:gateway` (BENCH_SECONDS, BENCH_EVENTS, BENCH_SESSIONS adjust the sizes).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app';
import { loadConfig } from '../src/config';
import type { GatewayContext } from '../src/gateway';
import type { Gateway } from '../src/gateway/gateway';
import type { SimulatorEngine } from '../src/gateway/simulator/engine';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const events = Number(process.env.BENCH_EVENTS ?? 5000);
const sessionCount = Number(process.env.BENCH_SESSIONS ?? 1000);

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

async function createDevices(app: FastifyInstance, count: number) {
  const db = app.ctx.database.db;
  const user = await db
    .insertInto('users')
    .values({
      fullname: 'Bench',
      username: `bench${Date.now()}`,
      email: `bench${Date.now()}@wuz.test`,
      whatsapp_number: `6289${Date.now().toString().slice(-9)}`,
      password_hash: 'x',
      role: 'user',
      verified: 1,
      verification_code: 'BENCH1',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const expired_at = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const devices = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    user_id: user.id,
    name: `Bench ${index}`,
    api_key: randomBytes(24).toString('hex'),
    created_at: new Date().toISOString(),
    trial_until: null,
    expired_at,
  }));
  for (let start = 0; start < devices.length; start += 200) {
    await db
      .insertInto('devices')
      .values(devices.slice(start, start + 200))
      .execute();
  }
  return devices;
}

async function link(gateway: Gateway, deviceId: string, phone: string) {
  await gateway.sessions.connect(deviceId);
  await (gateway.engine as SimulatorEngine).scan(deviceId, phone);
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wuz-bench-'));
  const app = await buildServer(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PORT: '0',
      HOST: '127.0.0.1',
      APP_DIST: path.join(dataDir, 'no-app'),
      WA_ENGINE: 'simulator',
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const gateway = (app.ctx as typeof app.ctx & GatewayContext).gateway as Gateway;
  const [sender] = await createDevices(app, 1);
  if (!sender) throw new Error('device bench tidak dibuat');
  await link(gateway, sender.id, '6281100009999');

  // 1. Memory per idle linked session.
  const devices = await createDevices(app, sessionCount);
  gc();
  gc();
  const before = process.memoryUsage();
  for (const [index, device] of devices.entries()) {
    await link(gateway, device.id, `6285${String(index).padStart(9, '0')}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  gc();
  gc();
  const after = process.memoryUsage();
  const perSession = (after.heapUsed + after.external - before.heapUsed - before.external) / sessionCount;

  // 2. Send throughput against the health baseline.
  const health = await run({ url: `${base}/api/health`, connections: 100, duration: seconds });
  const send = await run({
    url: `${base}/api/wuzapi/chat/send/text`,
    method: 'POST',
    connections: 100,
    duration: seconds,
    headers: { token: sender.api_key, 'content-type': 'application/json' },
    body: JSON.stringify({ Phone: '6281200001234', Body: 'Halo dari benchmark Wuz' }),
  });
  const non2xx = send.non2xx;

  // 3. Webhook deliveries to a local receiver.
  let received = 0;
  let allReceived: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    allReceived = resolve;
  });
  const receiver = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.end('ok');
      received += 1;
      if (received === events) allReceived();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  await gateway.webhooks.configure(sender.id, {
    url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
    events: ['Message'],
  });
  await gateway.webhooks.stop();
  for (let index = 0; index < events; index++) {
    await gateway.webhooks.enqueue(sender.id, 'Message', { event: { Info: { ID: `BENCH${index}` } } });
  }
  const deliveryStart = performance.now();
  gateway.webhooks.start();
  await done;
  const deliverySeconds = (performance.now() - deliveryStart) / 1000;
  receiver.close();

  const ratio = send.requests.average / health.requests.average;
  const deliveriesPerSecond = events / deliverySeconds;
  console.log('\nWuz gateway benchmark (simulator engine, 100 connections)');
  console.table({
    'GET /api/health': { 'req/s': Math.round(health.requests.average), 'p99 ms': health.latency.p99 },
    'POST chat/send/text': { 'req/s': Math.round(send.requests.average), 'p99 ms': send.latency.p99 },
  });
  console.log(
    `send / health throughput: ${ratio.toFixed(2)} (target >= 0.40)${non2xx ? `, non-2xx: ${non2xx}` : ''}`,
  );
  console.log(
    `webhook deliveries: ${Math.round(deliveriesPerSecond)} events/s (${events} events, target >= 1000)`,
  );
  console.log(
    `memory per idle linked session: ${(perSession / 1024).toFixed(1)} KiB (${sessionCount} sessions)`,
  );

  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const failed = ratio < 0.4 || deliveriesPerSecond < 1000 || non2xx > 0;
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

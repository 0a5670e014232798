import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevice, startGatewayServer } from './gateway/helpers';
import type { TestServer } from './harness';
import { createDevice as addDevice, createPayment, signUp } from './helpers';

/**
 * Every operation of both OpenAPI documents (the dashboard API and the device API) gets random path
 * parameters and random JSON bodies, shaped like its request schema or not: whatever comes in, the answer
 * is never a 5xx, and a refusal carries an `error` text.
 */
let server: TestServer;
let dashboardToken: string;
let deviceToken: string;
/** Path values that name real things, so that bodies reach the routes' own checks, not only the 404. */
const known: string[] = [];

beforeAll(async () => {
  server = await startGatewayServer();
  dashboardToken = (await signUp(server.app, { admin: true })).token;
  const device = await addDevice(server.app, dashboardToken, 'Device Uji Acak');
  const { payment } = await createPayment(server.app, dashboardToken, device.id);
  known.push(device.id, String(payment.id));
  deviceToken = (await createDevice(server.app)).api_key;
});
afterAll(() => server.close());

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  fields: string[];
  hasBody: boolean;
}

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

async function operations(docUrl: string, prefix: string): Promise<Operation[]> {
  const doc = (await server.app.inject({ method: 'GET', url: docUrl })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      // Logging out would only turn every later call into a 401.
      .filter(() => !/logout/.test(path))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Operation['method'],
        path: prefix + path,
        hasBody: operation.requestBody !== undefined,
        fields: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      })),
  );
}

const pathValue = () =>
  fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.constantFrom(...known, '0', '-1', '1.5', '1e3', '99999999999', '9'.repeat(40)),
    fc.uuid(),
    fc.bigInt().map(String),
  );
/** JSON values with any code point in their strings (NUL and lone surrogates included). */
const anyJson = fc.jsonValue({ stringUnit: 'binary' });
const bodyFor = (fields: string[]) =>
  fields.length > 0 ? fc.oneof(fc.dictionary(fc.constantFrom(...fields), anyJson), anyJson) : anyJson;

async function fuzz(operation: Operation, headers: Record<string, string>) {
  await fc.assert(
    fc.asyncProperty(pathValue(), bodyFor(operation.fields), async (param, body) => {
      const url = operation.path.replace(/\{[^}]+\}/g, encodeURIComponent(param) || 'x');
      const response = await server.app.inject({
        method: operation.method,
        url,
        headers: { ...headers, ...(operation.hasBody ? { 'content-type': 'application/json' } : {}) },
        ...(operation.hasBody ? { payload: JSON.stringify(body) } : {}),
      });
      const where = `${operation.method} ${url} ${JSON.stringify(body)?.slice(0, 200)}`;
      expect(response.statusCode, where).toBeLessThan(500);
      if (response.statusCode >= 400 && String(response.headers['content-type']).includes('json')) {
        expect(response.json().error, where).toEqual(expect.any(String));
      }
    }),
    { numRuns: 25 },
  );
}

describe('random input', () => {
  it('never makes the dashboard API fail with a 5xx', async () => {
    const list = await operations('/api/docs/json', '');
    expect(list.length).toBeGreaterThan(20);
    for (const operation of list) await fuzz(operation, { authorization: `Bearer ${dashboardToken}` });
  });

  it('never makes the device API fail with a 5xx', async () => {
    const list = await operations('/api/wuzapi/swagger/json', '/api/wuzapi');
    expect(list.length).toBeGreaterThan(15);
    for (const operation of list) await fuzz(operation, { token: deviceToken });
  });
});

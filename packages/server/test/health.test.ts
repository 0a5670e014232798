import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

describe('GET /api/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers ok once the migrations are applied to a fresh database', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite',
    });
    const tables = await server.app.ctx.database.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toContain('users');
  });

  it('answers JSON 404 for an unknown API path', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/tidak-ada' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('error');
  });
});

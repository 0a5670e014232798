import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app';
import { loadConfig } from '../src/config';

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, '../src/cli.ts');
const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wuz-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const wuz = (...args: string[]) =>
  run(tsx, [cli, ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } }).catch(
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe('admin CLI (SQLite)', () => {
  it('creates, verifies and promotes accounts in the server’s database', { timeout: 60_000 }, async () => {
    const help = await wuz('--help');
    expect(help.stdout).toContain('create-user');
    expect(help.stdout).toContain('verify-user');
    expect(help.stdout).toContain('set-role');

    const created = await wuz(
      'create-user',
      '--fullname=Ani Wijaya',
      '--username=ani',
      '--email=ani@example.com',
      '--whatsapp=6281300000001',
      '--password=rahasia1',
      '--unverified',
    );
    expect(created.stdout).toContain('Akun dibuat');
    const invalid = await wuz(
      'create-user',
      '--fullname=A',
      '--username=a',
      '--email=x',
      '--whatsapp=1',
      '--password=1',
    );
    expect('code' in invalid && invalid.code).toBe(1);
    expect(invalid.stderr).toContain('Nama lengkap minimal 2 karakter');

    expect((await wuz('verify-user', 'ANI@example.com')).stdout).toContain('terverifikasi');
    expect((await wuz('set-role', 'ani', 'admin')).stdout).toContain('admin');

    const app = await buildServer(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_DIST: dataDir }));
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'ani', password: 'rahasia1' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.role).toBe('admin');
    } finally {
      await app.close();
    }
  });
});

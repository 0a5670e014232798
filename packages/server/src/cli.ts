#!/usr/bin/env tsx
import { registerRequest, roleSchema } from '@wuz/api/contract';
import { Command } from 'commander';
import { loadConfig } from './config';
import { type DbHandle, migrateToLatest, openDatabase } from './db';
import { HttpError } from './http/errors';
import { createAnswerCache } from './modules/answer-cache';
import { createSessionCache } from './modules/auth/session-cache';
import { createUsersService, type UsersService } from './modules/users/service';

/** Opens the configured database (migrated), runs `task` with the accounts service, and closes it. */
async function withUsers(task: (users: UsersService) => Promise<void>) {
  const config = loadConfig();
  const database: DbHandle = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(database.db);
    await task(createUsersService(database.db, createSessionCache(0), createAnswerCache(0)));
  } finally {
    await database.close();
  }
}

async function requireAccount(users: UsersService, login: string) {
  const user = await users.findByLogin(login);
  if (!user) throw new Error(`Akun "${login}" tidak ditemukan`);
  return user;
}

const program = new Command()
  .name('wuz')
  .description('Perintah admin Wuz (memakai DATABASE_URL / DATA_DIR yang sama dengan server)')
  .showHelpAfterError();

program
  .command('create-user')
  .description('Buat akun baru')
  .requiredOption('--fullname <nama>', 'nama lengkap')
  .requiredOption('--username <username>', 'username')
  .requiredOption('--email <email>', 'email')
  .requiredOption('--whatsapp <nomor>', 'nomor WhatsApp dengan kode negara, mis. 6281234567890')
  .requiredOption('--password <password>', 'password (minimal 6 karakter)')
  .option('--admin', 'jadikan admin', false)
  .option('--unverified', 'biarkan belum terverifikasi', false)
  .action(async (options) => {
    const parsed = registerRequest.safeParse({
      fullname: options.fullname,
      username: options.username,
      email: options.email,
      whatsapp_number: options.whatsapp,
      password: options.password,
    });
    if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('\n'));
    await withUsers(async (users) => {
      const user = await users.create({
        ...parsed.data,
        role: options.admin ? 'admin' : 'user',
        verified: !options.unverified,
      });
      console.log(
        `Akun dibuat: #${user.id} ${user.username} (${user.role}${user.verified ? ', terverifikasi' : ''})`,
      );
    });
  });

program
  .command('verify-user')
  .description('Verifikasi akun secara manual')
  .argument('<login>', 'username atau email')
  .action(async (login: string) => {
    await withUsers(async (users) => {
      const user = await users.verify((await requireAccount(users, login)).id);
      console.log(`Akun ${user.username} terverifikasi`);
    });
  });

program
  .command('set-role')
  .description('Ubah role akun (user atau admin)')
  .argument('<login>', 'username atau email')
  .argument('<role>', 'user | admin')
  .action(async (login: string, role: string) => {
    const parsedRole = roleSchema.safeParse(role);
    if (!parsedRole.success) throw new Error('Role harus user atau admin');
    await withUsers(async (users) => {
      const user = await users.setRole((await requireAccount(users, login)).id, parsedRole.data);
      console.log(`Role ${user.username} sekarang ${user.role}`);
    });
  });

program.parseAsync().catch((error: unknown) => {
  console.error(error instanceof HttpError || error instanceof Error ? error.message : error);
  process.exit(1);
});

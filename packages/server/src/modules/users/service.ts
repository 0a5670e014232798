import { randomInt } from 'node:crypto';
import type { AdminUser, AdminUsersQuery, Role, UpdateProfileRequest, User } from '@wuz/api/contract';
import { type Selectable, sql } from 'kysely';
import { type Db, isUniqueViolation, lockRows } from '../../db';
import type { UsersTable } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../http/errors';
import { nowIso } from '../../time';
import type { AnswerCache } from '../answer-cache';
import { hashPassword } from '../auth/passwords';
import type { SessionCache } from '../auth/session-cache';

export type UserRow = Selectable<UsersTable>;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    fullname: row.fullname,
    username: row.username,
    email: row.email,
    whatsapp_number: row.whatsapp_number,
    role: row.role === 'admin' ? 'admin' : 'user',
    created_at: row.created_at,
  };
}

export interface NewUser {
  fullname: string;
  whatsapp_number: string;
  username: string;
  email: string;
  password: string;
  role?: Role;
  verified?: boolean;
}

/** The six-digit code sent back over WhatsApp as `{keyword}:{code}`. */
const newVerificationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService(db: Db, sessions: SessionCache, answers: AnswerCache) {
  /** 409 naming the first of username, e-mail and WhatsApp number already used by another account. */
  async function assertUnique(
    fields: Pick<NewUser, 'username' | 'email' | 'whatsapp_number'>,
    exceptId?: number,
  ) {
    const taken = await db
      .selectFrom('users')
      .select(['id', 'username', 'email', 'whatsapp_number'])
      .where((eb) =>
        eb.or([
          eb(sql`lower(username)`, '=', fields.username.toLowerCase()),
          eb(sql`lower(email)`, '=', fields.email.toLowerCase()),
          eb('whatsapp_number', '=', fields.whatsapp_number),
        ]),
      )
      .execute();
    const others = taken.filter((row) => row.id !== exceptId);
    if (others.some((row) => row.username.toLowerCase() === fields.username.toLowerCase())) {
      throw conflict('username', 'Username sudah digunakan');
    }
    if (others.some((row) => row.email.toLowerCase() === fields.email.toLowerCase())) {
      throw conflict('email', 'Email sudah terdaftar');
    }
    if (others.some((row) => row.whatsapp_number === fields.whatsapp_number)) {
      throw conflict('whatsapp_number', 'Nomor WhatsApp sudah terdaftar');
    }
  }

  /** Runs a write that may hit a unique index; a race loser gets the same 409 as the pre-check. */
  async function withUniqueFields<T>(
    fields: Pick<NewUser, 'username' | 'email' | 'whatsapp_number'>,
    exceptId: number | undefined,
    write: () => Promise<T>,
  ): Promise<T> {
    await assertUnique(fields, exceptId);
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await assertUnique(fields, exceptId);
      throw conflict('username', 'Username sudah digunakan');
    }
  }

  const byId = (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

  async function requireById(id: number): Promise<UserRow> {
    const row = await byId(id);
    if (!row) throw notFound('Pengguna tidak ditemukan');
    return row;
  }

  async function toAdminUser(row: UserRow): Promise<AdminUser> {
    const { count } = await db
      .selectFrom('devices')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', row.id)
      .executeTakeFirstOrThrow();
    return { ...toUser(row), verified: row.verified === 1, device_count: Number(count) };
  }

  async function readStats(id: number) {
    const row = await db
      .selectFrom('users')
      .select((eb) => [
        eb
          .selectFrom('devices')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('devices.user_id', '=', 'users.id')
          .as('device_count'),
        eb
          .selectFrom('payments')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('payments.user_id', '=', 'users.id')
          .where('payments.status', '=', 'paid')
          .as('paid_payments'),
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { device_count: Number(row.device_count ?? 0), paid_payments: Number(row.paid_payments ?? 0) };
  }

  return {
    byId,
    requireById,
    toAdminUser,

    async create(input: NewUser): Promise<UserRow> {
      const email = input.email.toLowerCase();
      const password_hash = await hashPassword(input.password);
      return withUniqueFields({ ...input, email }, undefined, () =>
        db
          .insertInto('users')
          .values({
            fullname: input.fullname,
            username: input.username,
            email,
            whatsapp_number: input.whatsapp_number,
            password_hash,
            role: input.role ?? 'user',
            verified: input.verified ? 1 : 0,
            verification_code: newVerificationCode(),
            created_at: nowIso(),
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
    },

    /** A username or an e-mail, case-insensitively. */
    findByLogin(identifier: string) {
      const lowered = identifier.trim().toLowerCase();
      return db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb.or([eb(sql`lower(username)`, '=', lowered), eb(sql`lower(email)`, '=', lowered)]))
        .executeTakeFirst();
    },

    findByEmail(email: string) {
      return db
        .selectFrom('users')
        .selectAll()
        .where(sql`lower(email)`, '=', email.trim().toLowerCase())
        .executeTakeFirst();
    },

    async updateProfile(id: number, input: UpdateProfileRequest): Promise<UserRow> {
      const email = input.email.toLowerCase();
      const row = await withUniqueFields({ ...input, email }, id, () =>
        db
          .updateTable('users')
          .set({
            fullname: input.fullname,
            username: input.username,
            email,
            whatsapp_number: input.whatsapp_number,
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      sessions.forgetUser(id);
      answers.changed(id);
      return row;
    },

    /** Sets a new password and ends the account's sessions (all, or all but `keepTokenHash`), in one transaction. */
    async setPassword(id: number, password: string, keepTokenHash?: string) {
      const password_hash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash }).where('id', '=', id).execute();
        let revoke = trx.deleteFrom('sessions').where('user_id', '=', id);
        if (keepTokenHash) revoke = revoke.where('token_hash', '!=', keepTokenHash);
        await revoke.execute();
      });
      sessions.forgetUser(id);
    },

    /** Devices and paid payments of an account. */
    stats(id: number) {
      return answers.get(`stats:${id}`, id, async () => ({ value: await readStats(id) }));
    },

    async verify(id: number): Promise<UserRow> {
      await requireById(id);
      const row = await db
        .updateTable('users')
        .set({ verified: 1 })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      sessions.forgetUser(id);
      return row;
    },

    /**
     * Verifies the account registered with `whatsappNumber` when `code` is its verification code.
     * Answers the account (already verified or just now), or undefined when number and code do not match.
     */
    async verifyByWhatsapp(whatsappNumber: string, code: string): Promise<UserRow | undefined> {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('whatsapp_number', '=', whatsappNumber.replace(/\D/g, ''))
        .executeTakeFirst();
      if (!row || row.verification_code !== code.trim()) return undefined;
      if (row.verified === 1) return row;
      return db
        .updateTable('users')
        .set({ verified: 1 })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Changes a role; the last admin cannot be demoted. */
    async setRole(id: number, role: Role): Promise<UserRow> {
      const updated = await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
        if (!row) throw notFound('Pengguna tidak ditemukan');
        if (row.role === 'admin' && role !== 'admin') {
          // Locked, so two demotions at once cannot both see the other admin.
          const admins = await trx
            .selectFrom('users')
            .select('id')
            .where('role', '=', 'admin')
            .$call(lockRows(trx))
            .execute();
          if (admins.length <= 1)
            throw new HttpError(409, 'Admin terakhir tidak dapat diturunkan menjadi user');
        }
        return trx
          .updateTable('users')
          .set({ role })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      sessions.forgetUser(id);
      answers.changed(id);
      return updated;
    },

    async adminCount() {
      const { count } = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('role', '=', 'admin')
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** Accounts for the admin, newest first, filtered by free text, verified flag and role. */
    async list(query: AdminUsersQuery): Promise<AdminUser[]> {
      let select = db
        .selectFrom('users')
        .selectAll('users')
        .select((eb) =>
          eb
            .selectFrom('devices')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('devices.user_id', '=', 'users.id')
            .as('device_count'),
        )
        .orderBy('users.created_at', 'desc')
        .orderBy('users.id', 'desc');
      const search = query.search?.trim().toLowerCase();
      if (search) {
        const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        select = select.where((eb) =>
          eb.or(
            (['fullname', 'username', 'email', 'whatsapp_number'] as const).map((column) =>
              eb(sql`lower(${sql.ref(`users.${column}`)})`, 'like', sql`${pattern} escape '\\'`),
            ),
          ),
        );
      }
      if (query.verified === 'true' || query.verified === 'false') {
        select = select.where('users.verified', '=', query.verified === 'true' ? 1 : 0);
      }
      if (query.role === 'user' || query.role === 'admin')
        select = select.where('users.role', '=', query.role);
      const rows = await select.execute();
      return rows.map((row) => ({
        ...toUser(row),
        verified: row.verified === 1,
        device_count: Number(row.device_count ?? 0),
      }));
    },
  };
}

import type { LoginResponse, RegisterRequest, RegisterResponse, VerificationData } from '@wuz/api/contract';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import { addDays, addMs, nowIso } from '../../time';
import type { Mailer } from '../mail/mailer';
import { toUser, type UserRow, type UsersService } from '../users/service';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import type { SessionCache } from './session-cache';
import { hashToken, newToken } from './tokens';

const sessionDays = 30;
const resetTokenMs = 60 * 60 * 1000;

export const forgotPasswordMessage =
  'Jika email terdaftar, kami telah mengirim tautan untuk mengatur ulang password. Silakan periksa kotak masuk Anda.';
const invalidLoginMessage = 'Username/email atau password salah';
const invalidResetMessage = 'Tautan reset password tidak valid atau sudah kedaluwarsa';

export type AuthService = ReturnType<typeof createAuthService>;

interface SessionLookup {
  user: UserRow;
  expiresAt: string;
}

export function createAuthService(deps: {
  db: Db;
  config: Config;
  users: UsersService;
  mailer: Mailer;
  sessions: SessionCache;
}) {
  const { db, config, users, mailer, sessions } = deps;

  const verificationData = (row: UserRow): VerificationData => ({
    user: {
      id: row.id,
      fullname: row.fullname,
      username: row.username,
      email: row.email,
      whatsapp_number: row.whatsapp_number,
    },
    verification_code: row.verification_code,
    admin_whatsapp: config.WA_ADMIN_NUMBER,
    keyword: config.VERIFY_KEYWORD,
  });

  async function createSession(userId: number): Promise<string> {
    const token = newToken();
    const created_at = nowIso();
    await db
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        created_at,
        expires_at: addDays(created_at, sessionDays),
      })
      .execute();
    return token;
  }

  const lookups = new Map<string, { generation: number; promise: Promise<SessionLookup | undefined> }>();

  async function lookupSession(tokenHash: string, generation: number): Promise<SessionLookup | undefined> {
    const row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select('sessions.expires_at as session_expires_at')
      .where('sessions.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return undefined;
    const { session_expires_at: expiresAt, ...user } = row;
    if (expiresAt > nowIso()) sessions.set(tokenHash, user, expiresAt, generation);
    return { user, expiresAt };
  }

  return {
    verificationData,
    createSession,

    async register(input: RegisterRequest): Promise<RegisterResponse> {
      const row = await users.create(input);
      return { success: true, data: verificationData(row) };
    },

    /** A username or e-mail with its password; an unverified account gets 403 with its verification data. */
    async login(identifier: string, password: string): Promise<LoginResponse> {
      const row = await users.findByLogin(identifier);
      if (!row) {
        await verifyAgainstNothing(password);
        throw new HttpError(400, invalidLoginMessage);
      }
      if (!(await verifyPassword(row.password_hash, password))) throw new HttpError(400, invalidLoginMessage);
      if (row.verified !== 1) {
        const data = verificationData(row);
        throw new HttpError(403, 'Akun belum diverifikasi. Silakan verifikasi melalui WhatsApp.', {
          verification_code: data.verification_code,
          whatsapp_number: row.whatsapp_number,
          admin_whatsapp: data.admin_whatsapp,
          keyword: data.keyword,
        });
      }
      return { token: await createSession(row.id), user: toUser(row) };
    },

    /** The account of a live session token, or undefined. Concurrent checks of one token share a lookup. */
    async authenticate(token: string): Promise<{ user: UserRow; tokenHash: string } | undefined> {
      const tokenHash = hashToken(token);
      const now = nowIso();
      const cached = sessions.get(tokenHash, now);
      if (cached) return { user: cached, tokenHash };
      const generation = sessions.generation();
      let lookup = lookups.get(tokenHash);
      if (!lookup || lookup.generation !== generation) {
        lookup = { generation, promise: lookupSession(tokenHash, generation) };
        const own = lookup;
        lookups.set(tokenHash, own);
        const done = () => {
          if (lookups.get(tokenHash) === own) lookups.delete(tokenHash);
        };
        own.promise.then(done, done);
      }
      const found = await lookup.promise;
      if (!found || found.expiresAt <= now) return undefined;
      return { user: found.user, tokenHash };
    },

    async logout(tokenHash: string) {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
      sessions.forgetToken(tokenHash);
    },

    /** Checks the current password, sets the new one and ends every other session of the account. */
    async changePassword(user: UserRow, keepTokenHash: string, currentPassword: string, newPassword: string) {
      if (!(await verifyPassword(user.password_hash, currentPassword))) {
        const message = 'Password saat ini salah';
        throw new HttpError(400, message, { fields: { currentPassword: message } });
      }
      await users.setPassword(user.id, newPassword, keepTokenHash);
    },

    /** Sends a reset link when the e-mail is registered; the caller answers the same either way. */
    async forgotPassword(email: string): Promise<void> {
      const row = await users.findByEmail(email);
      if (!row) return;
      const token = newToken();
      const created_at = nowIso();
      await db
        .insertInto('password_resets')
        .values({
          token_hash: hashToken(token),
          user_id: row.id,
          created_at,
          expires_at: addMs(created_at, resetTokenMs),
          used_at: null,
        })
        .execute();
      const link = `${config.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
      await mailer.send({
        to: row.email,
        subject: 'Atur ulang password Wuz',
        text: [
          `Halo ${row.fullname},`,
          '',
          'Kami menerima permintaan untuk mengatur ulang password akun Wuz Anda.',
          `Buka tautan berikut dalam 1 jam untuk membuat password baru:`,
          link,
          '',
          'Jika Anda tidak meminta ini, abaikan email ini; password Anda tidak berubah.',
        ].join('\n'),
      });
    },

    /** Uses a reset token once: sets the password and ends every session of the account. */
    async resetPassword(token: string, password: string): Promise<void> {
      const tokenHash = hashToken(token);
      const now = nowIso();
      const reset = await db
        .selectFrom('password_resets')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (!reset) throw new HttpError(400, invalidResetMessage);
      const claimed = await db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw new HttpError(400, invalidResetMessage);
      await users.setPassword(reset.user_id, password);
    },

    /** Ends expired sessions and reset tokens. */
    async sweep() {
      const now = nowIso();
      await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
      await db.deleteFrom('password_resets').where('expires_at', '<=', now).execute();
    },
  };
}

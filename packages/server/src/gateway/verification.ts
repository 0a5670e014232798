import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { phoneOf } from './engine';
import type { SessionEvent, SessionManager } from './sessions';

export type VerifyByWhatsapp = (whatsappNumber: string, code: string) => Promise<unknown | undefined>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The code of a `{keyword}:{code}` message (keyword case-insensitive, spaces around the colon allowed). */
export function verificationCodeIn(text: string, keyword: string): string | null {
  const pattern = new RegExp(
    `^\\s*${escapeRegExp(keyword.trim()).replace(/\\s+|\s+/g, '\\s+')}\\s*:\\s*(\\S+)\\s*$`,
    'i',
  );
  return pattern.exec(text)?.[1] ?? null;
}

/**
 * Verifies accounts from WhatsApp: a `{keyword}:{code}` message from a user's registered number to the admin
 * number (a device of an admin account linked to WA_ADMIN_NUMBER) verifies the account and is answered.
 */
export function verificationListener(deps: {
  db: Db;
  sessions: SessionManager;
  log: FastifyBaseLogger;
  keyword: string;
  adminNumber: string;
  appUrl: string;
  verify: VerifyByWhatsapp;
}) {
  const adminPhone = phoneOf(deps.adminNumber);
  const isAdminDevice = async (deviceId: string) => {
    const row = await deps.db
      .selectFrom('devices')
      .innerJoin('users', 'users.id', 'devices.user_id')
      .select('users.role')
      .where('devices.id', '=', deviceId)
      .executeTakeFirst();
    return row?.role === 'admin';
  };

  const handle = async (deviceId: string, senderPhone: string, text: string) => {
    const code = verificationCodeIn(text, deps.keyword);
    if (!code || !senderPhone) return;
    if (deps.sessions.state(deviceId).phone !== adminPhone || !(await isAdminDevice(deviceId))) return;
    const user = await deps.verify(senderPhone, code);
    const reply = user
      ? `Akun Wuz Anda berhasil diverifikasi. Silakan login di ${deps.appUrl}/login`
      : 'Kode verifikasi tidak cocok dengan nomor WhatsApp ini. Periksa kembali kode di halaman verifikasi.';
    await deps.sessions.linked(deviceId).send(senderPhone, { type: 'text', text: reply });
  };

  return (event: SessionEvent) => {
    if (event.type !== 'Message' || event.message.fromMe || event.message.isGroup) return;
    handle(event.deviceId, event.message.senderPhone, event.message.text).catch((error: unknown) =>
      deps.log.error({ err: error, deviceId: event.deviceId }, 'verifikasi lewat WhatsApp gagal'),
    );
  };
}

import { randomBytes, randomUUID } from 'node:crypto';
import { type Device, devicesResponse } from '@wuz/api/contract';
import type { Selectable } from 'kysely';
import type { Config } from '../../config';
import { type Db, lockRows } from '../../db';
import type { DevicesTable } from '../../db/schema';
import { notFound } from '../../http/errors';
import { jsonBody } from '../../http/serializer';
import { addDays, nowIso } from '../../time';
import type { AnswerCache } from '../answer-cache';
import type { UserRow } from '../users/service';
import { isPlanExempt } from './validity';

export type DeviceRow = Selectable<DevicesTable>;

/** The WhatsApp link state of a device, as the gateway knows it. */
export interface DeviceState {
  connected: boolean;
  phone: string | null;
}

export interface DeviceHooks {
  deviceState: (deviceId: string) => DeviceState;
  onDeviceDeleted: (deviceId: string) => Promise<void> | void;
}

export const deviceNotFoundMessage = 'Device tidak ditemukan';

/** The columns a device answer is made of. */
const listColumns = ['id', 'name', 'api_key', 'created_at', 'expired_at'] as const;

export type DevicesService = ReturnType<typeof createDevicesService>;

type ListedDevice = Pick<DeviceRow, (typeof listColumns)[number]>;

/** A user's stored devices, and the last answer written from them with the link states it showed. */
interface DeviceList {
  rows: ListedDevice[];
  last?: { states: DeviceState[]; body: Buffer };
}

const sameStates = (a: readonly DeviceState[], b: readonly DeviceState[]) =>
  a.length === b.length &&
  a.every((state, i) => state.connected === b[i]?.connected && state.phone === b[i]?.phone);

export function createDevicesService(deps: {
  db: Db;
  config: Config;
  hooks: DeviceHooks;
  answers: AnswerCache;
}) {
  const { db, config, hooks, answers } = deps;

  const readList = (userId: number) =>
    db
      .selectFrom('devices')
      .select(listColumns)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();

  const toDevice = (row: Pick<DeviceRow, (typeof listColumns)[number]>, ownerRole: string): Device => {
    const state = hooks.deviceState(row.id);
    return {
      id: row.id,
      name: row.name,
      api_key: row.api_key,
      created_at: row.created_at,
      expired_at: row.expired_at,
      connected: state.connected,
      phone: state.phone,
      plan_exempt: isPlanExempt(ownerRole),
    };
  };

  /** The caller's device; another user's device is answered as not found. */
  async function requireOwn(userId: number, deviceId: string): Promise<DeviceRow> {
    const row = await db
      .selectFrom('devices')
      .selectAll()
      .where('id', '=', deviceId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound(deviceNotFoundMessage);
    return row;
  }

  return {
    requireOwn,

    byApiKey: (apiKey: string) =>
      db.selectFrom('devices').selectAll().where('api_key', '=', apiKey).executeTakeFirst(),
    byId: (deviceId: string) =>
      db.selectFrom('devices').selectAll().where('id', '=', deviceId).executeTakeFirst(),

    /** The `{devices}` answer as JSON; the stored rows are remembered, the link states read every time. */
    async listBody(user: Pick<UserRow, 'id' | 'role'>): Promise<Buffer> {
      // A role change clears the remembered list (the answer cache follows the account).
      const list = await answers.get<DeviceList>(`devices:${user.id}`, user.id, async () => ({
        value: { rows: await readList(user.id) },
      }));
      const states = list.rows.map((row) => hooks.deviceState(row.id));
      if (list.last && sameStates(list.last.states, states)) return list.last.body;
      const plan_exempt = isPlanExempt(user.role);
      const body = jsonBody(devicesResponse, {
        devices: list.rows.map((row, i) => ({ ...row, ...(states[i] as DeviceState), plan_exempt })),
      });
      list.last = { states, body };
      return body;
    },

    async create(user: Pick<UserRow, 'id' | 'role'>, name: string): Promise<Device> {
      const created_at = nowIso();
      const trial_until = config.FREE_TRIAL_DAYS > 0 ? addDays(created_at, config.FREE_TRIAL_DAYS) : null;
      const row = await db
        .insertInto('devices')
        .values({
          id: randomUUID(),
          user_id: user.id,
          name,
          api_key: randomBytes(24).toString('hex'),
          created_at,
          trial_until,
          expired_at: trial_until,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      answers.changed(user.id);
      return toDevice(row, user.role);
    },

    /** Deletes the caller's device; its payments stay (with its name), pending ones become failed. */
    async remove(userId: number, deviceId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // Locked first: a payment being created for this device finishes before its pending ones are failed.
        const row = await trx
          .selectFrom('devices')
          .select('id')
          .where('id', '=', deviceId)
          .where('user_id', '=', userId)
          .$call(lockRows(trx))
          .executeTakeFirst();
        if (!row) throw notFound(deviceNotFoundMessage);
        await trx
          .updateTable('payments')
          .set({ status: 'failed' })
          .where('device_id', '=', deviceId)
          .where('status', '=', 'pending')
          .execute();
        await trx
          .updateTable('payments')
          .set({ device_id: null })
          .where('device_id', '=', deviceId)
          .execute();
        await trx.deleteFrom('devices').where('id', '=', deviceId).execute();
      });
      answers.changed(userId);
      await hooks.onDeviceDeleted(deviceId);
    },
  };
}

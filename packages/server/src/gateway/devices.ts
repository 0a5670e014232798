import type { Db } from '../db';
import { isPlanExempt } from '../modules/devices/validity';

export interface GatewayDevice {
  id: string;
  userId: number;
  name: string;
  apiKey: string;
  expiredAt: string | null;
  /** The owner is an admin: the device needs no plan. */
  planExempt: boolean;
}

export const hasActivePlan = (device: Pick<GatewayDevice, 'expiredAt' | 'planExempt'>, now = Date.now()) =>
  device.planExempt || (device.expiredAt !== null && Date.parse(device.expiredAt) > now);

const cacheMs = 2000;
const columns = [
  'devices.id',
  'devices.user_id',
  'devices.name',
  'devices.api_key',
  'devices.expired_at',
  'users.role',
] as const;

/** Looks devices up by token (briefly cached: the API is called far more often than devices change). */
export class DeviceDirectory {
  private readonly byKey = new Map<string, { device: GatewayDevice | null; at: number }>();

  constructor(private readonly db: Db) {}

  private rows() {
    return this.db.selectFrom('devices').innerJoin('users', 'users.id', 'devices.user_id').select(columns);
  }

  async byApiKey(apiKey: string): Promise<GatewayDevice | null> {
    const cached = this.byKey.get(apiKey);
    if (cached && Date.now() - cached.at < cacheMs) return cached.device;
    const row = await this.rows().where('devices.api_key', '=', apiKey).executeTakeFirst();
    const device = row ? toDevice(row) : null;
    if (this.byKey.size > 10_000) this.byKey.clear();
    this.byKey.set(apiKey, { device, at: Date.now() });
    return device;
  }

  async byId(id: string): Promise<GatewayDevice | null> {
    const row = await this.rows().where('devices.id', '=', id).executeTakeFirst();
    return row ? toDevice(row) : null;
  }

  async byIds(ids: string[]): Promise<GatewayDevice[]> {
    if (ids.length === 0) return [];
    const rows = await this.rows().where('devices.id', 'in', ids).execute();
    return rows.map(toDevice);
  }

  forget(deviceId: string) {
    for (const [key, entry] of this.byKey) if (entry.device?.id === deviceId) this.byKey.delete(key);
  }
}

function toDevice(row: {
  id: string;
  user_id: number;
  name: string;
  api_key: string;
  expired_at: string | null;
  role: string;
}): GatewayDevice {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    apiKey: row.api_key,
    expiredAt: row.expired_at,
    planExempt: isPlanExempt(row.role),
  };
}

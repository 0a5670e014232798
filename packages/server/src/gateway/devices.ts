import type { Db } from '../db';

export interface GatewayDevice {
  id: string;
  userId: number;
  name: string;
  apiKey: string;
  expiredAt: string | null;
}

export const hasActivePlan = (device: Pick<GatewayDevice, 'expiredAt'>, now = Date.now()) =>
  device.expiredAt !== null && Date.parse(device.expiredAt) > now;

const cacheMs = 2000;
const columns = ['id', 'user_id', 'name', 'api_key', 'expired_at'] as const;

/** Looks devices up by token (briefly cached: the API is called far more often than devices change). */
export class DeviceDirectory {
  private readonly byKey = new Map<string, { device: GatewayDevice | null; at: number }>();

  constructor(private readonly db: Db) {}

  async byApiKey(apiKey: string): Promise<GatewayDevice | null> {
    const cached = this.byKey.get(apiKey);
    if (cached && Date.now() - cached.at < cacheMs) return cached.device;
    const row = await this.db
      .selectFrom('devices')
      .select(columns)
      .where('api_key', '=', apiKey)
      .executeTakeFirst();
    const device = row ? toDevice(row) : null;
    if (this.byKey.size > 10_000) this.byKey.clear();
    this.byKey.set(apiKey, { device, at: Date.now() });
    return device;
  }

  async byId(id: string): Promise<GatewayDevice | null> {
    const row = await this.db.selectFrom('devices').select(columns).where('id', '=', id).executeTakeFirst();
    return row ? toDevice(row) : null;
  }

  async byIds(ids: string[]): Promise<GatewayDevice[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('devices').select(columns).where('id', 'in', ids).execute();
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
}): GatewayDevice {
  return { id: row.id, userId: row.user_id, name: row.name, apiKey: row.api_key, expiredAt: row.expired_at };
}

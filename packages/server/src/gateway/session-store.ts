import type { Db } from '../db';

/** A device's stored WhatsApp keys: one row per (category, id), values as JSON text. */
export class SessionKeyStore {
  constructor(
    private readonly db: Db,
    readonly deviceId: string,
  ) {}

  async read(category: string, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('wa_auth_keys')
      .select(['key_id', 'value'])
      .where('device_id', '=', this.deviceId)
      .where('category', '=', category)
      .where('key_id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.key_id, row.value]));
  }

  async readOne(category: string, id = ''): Promise<string | undefined> {
    return (await this.read(category, [id])).get(id);
  }

  /** Writes (or, for a null value, deletes) every entry in one transaction. */
  async write(entries: { category: string; id: string; value: string | null }[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (const entry of entries) {
        if (entry.value === null) {
          await trx
            .deleteFrom('wa_auth_keys')
            .where('device_id', '=', this.deviceId)
            .where('category', '=', entry.category)
            .where('key_id', '=', entry.id)
            .execute();
        } else {
          await trx
            .insertInto('wa_auth_keys')
            .values({
              device_id: this.deviceId,
              category: entry.category,
              key_id: entry.id,
              value: entry.value,
            })
            .onConflict((oc) =>
              oc.columns(['device_id', 'category', 'key_id']).doUpdateSet({ value: entry.value as string }),
            )
            .execute();
        }
      }
    });
  }

  async clear(): Promise<void> {
    await this.db.deleteFrom('wa_auth_keys').where('device_id', '=', this.deviceId).execute();
  }
}

/** The stored link state of every device, used to restore sessions at start-up. */
export async function saveSessionState(
  db: Db,
  deviceId: string,
  state: { loggedIn: boolean; jid: string | null; phone: string | null },
): Promise<void> {
  const values = {
    jid: state.jid,
    phone: state.phone,
    logged_in: state.loggedIn ? 1 : 0,
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto('wa_sessions')
    .values({ device_id: deviceId, ...values })
    .onConflict((oc) => oc.column('device_id').doUpdateSet(values))
    .execute();
}

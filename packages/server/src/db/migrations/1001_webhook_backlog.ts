import type { Kysely } from 'kysely';

/** A device's waiting webhooks are counted, and its latest failure read, from the device's own rows. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('wa_webhook_queue_device')
    .on('wa_webhook_queue')
    .columns(['device_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('wa_webhook_queue_device').execute();
}

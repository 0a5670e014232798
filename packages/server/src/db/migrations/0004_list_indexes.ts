import type { Kysely } from 'kysely';

/**
 * Lists come straight from an index in their order (newest first, then id); a user's paid payments are counted
 * from the user's own rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('devices_user_created').execute();
  await db.schema
    .createIndex('devices_user_created')
    .on('devices')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('payments_user_created').execute();
  await db.schema
    .createIndex('payments_user_created')
    .on('payments')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('payments_user_status').on('payments').columns(['user_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_user_status').execute();
  await db.schema.dropIndex('payments_user_created').execute();
  await db.schema
    .createIndex('payments_user_created')
    .on('payments')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('devices_user_created').execute();
  await db.schema
    .createIndex('devices_user_created')
    .on('devices')
    .columns(['user_id', 'created_at'])
    .execute();
}

import type { Kysely } from 'kysely';
import { withIdColumn } from './helpers';

/** WhatsApp gateway: session state and keys, webhook settings and the webhook delivery queue. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wa_sessions')
    .addColumn('device_id', 'text', (col) => col.primaryKey())
    .addColumn('jid', 'text')
    .addColumn('phone', 'text')
    .addColumn('logged_in', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('wa_auth_keys')
    .addColumn('device_id', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('key_id', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('wa_auth_keys_pk', ['device_id', 'category', 'key_id'])
    .execute();
  await db.schema
    .createTable('wa_webhooks')
    .addColumn('device_id', 'text', (col) => col.primaryKey())
    .addColumn('url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('events', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('hmac_key', 'text')
    .execute();
  await withIdColumn(db, db.schema.createTable('wa_webhook_queue'))
    .addColumn('device_id', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('wa_webhook_queue_due')
    .on('wa_webhook_queue')
    .column('next_attempt_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['wa_webhook_queue', 'wa_webhooks', 'wa_auth_keys', 'wa_sessions']) {
    await db.schema.dropTable(table).execute();
  }
}

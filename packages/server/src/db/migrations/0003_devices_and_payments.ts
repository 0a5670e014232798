import type { Kysely } from 'kysely';
import { withIdColumn } from './helpers';

const features = JSON.stringify([
  'Semua fitur WhatsApp API',
  'Notifikasi webhook',
  'Tipe pesan lengkap (teks, gambar, dokumen, lokasi)',
  'Performa tinggi',
]);

/** The plans of the price list, in display order. */
const plans = [
  {
    name: '2-Week Plan',
    price: 11000,
    duration_in_days: 14,
    description: 'Paket 2 minggu untuk 1 device WhatsApp',
  },
  {
    name: 'Monthly Plan',
    price: 15000,
    duration_in_days: 30,
    description: 'Paket 1 bulan untuk 1 device WhatsApp',
  },
  {
    name: 'Quarterly Plan',
    price: 45000,
    duration_in_days: 90,
    description: 'Paket 3 bulan untuk 1 device WhatsApp',
  },
  {
    name: 'Semi-annually Plan',
    price: 90000,
    duration_in_days: 180,
    description: 'Paket 6 bulan untuk 1 device WhatsApp',
  },
  {
    name: 'Annually Plan',
    price: 180000,
    duration_in_days: 365,
    description: 'Paket 1 tahun untuk 1 device WhatsApp',
  },
];

/** Plans (seeded), devices, payments, and the reservation that keeps each payment amount unique for 2 days. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('products'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('duration_in_days', 'integer', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('features', 'text', (col) => col.notNull())
    .addColumn('popular', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('products' as never)
    .values(
      plans.map((plan) => ({ ...plan, features, popular: plan.name === 'Monthly Plan' ? 1 : 0 })) as never,
    )
    .execute();

  await db.schema
    .createTable('devices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('api_key', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('trial_until', 'text')
    .addColumn('expired_at', 'text')
    .execute();
  await db.schema
    .createIndex('devices_user_created')
    .on('devices')
    .columns(['user_id', 'created_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('payments'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (col) => col.references('devices.id').onDelete('set null'))
    .addColumn('device_name', 'text', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('original_price', 'integer', (col) => col.notNull())
    .addColumn('price_adjustment', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('payment_deadline', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('payments_user_created')
    .on('payments')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('payments_created').on('payments').column('created_at').execute();
  await db.schema.createIndex('payments_device').on('payments').column('device_id').execute();
  await db.schema
    .createIndex('payments_status_deadline')
    .on('payments')
    .columns(['status', 'payment_deadline'])
    .execute();

  // One row per amount; a row whose reserved_until has passed may be taken again.
  await db.schema
    .createTable('payment_amounts')
    .addColumn('amount', 'integer', (col) => col.primaryKey())
    .addColumn('reserved_until', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_amounts').execute();
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('devices').execute();
  await db.schema.dropTable('products').execute();
}

import { randomInt } from 'node:crypto';
import {
  type BankInfo,
  type CreatePaymentResponse,
  type Payment,
  type PaymentInstructions,
  type PaymentStatus,
  type Product,
  paymentsResponse,
} from '@wuz/api/contract';
import { sql } from 'kysely';
import type { Config } from '../../config';
import { type Db, lockRows } from '../../db';
import { HttpError, notFound } from '../../http/errors';
import { jsonBody } from '../../http/serializer';
import { addDays, addMs, nowIso } from '../../time';
import type { AnswerCache } from '../answer-cache';
import { deviceNotFoundMessage } from '../devices/service';
import { lockDevice, recomputeDeviceExpiry } from '../devices/validity';
import type { UserRow } from '../users/service';

const deadlineMs = 24 * 60 * 60 * 1000;
/** An amount stays reserved this long, so it is unique among the payments of the last 2 days. */
const amountReservationDays = 2;
const maxAdjustment = 999;
const createAttempts = 25;

const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
});
const jakartaTime = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});

export const paymentCode = (id: number) => `PAY${String(id).padStart(6, '0')}`;

/** A pending payment past its deadline counts as failed, even before the sweep stores it. */
export function effectiveStatus(status: string, deadline: string, now = nowIso()): PaymentStatus {
  if (status === 'paid' || status === 'failed') return status;
  return deadline < now ? 'failed' : 'pending';
}

class AmountTaken extends Error {}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

export function createPaymentsService(deps: { db: Db; config: Config; answers: AnswerCache }) {
  const { db, config, answers } = deps;

  const bankInfo = (): BankInfo => ({
    bank_name: config.BANK_NAME,
    account_number: config.BANK_ACCOUNT_NUMBER,
    account_name: config.BANK_ACCOUNT_NAME,
    contact: { whatsapp: config.SUPPORT_WHATSAPP, email: config.SUPPORT_EMAIL },
  });

  let productsCache: Promise<Product[]> | undefined;
  const products = () => {
    productsCache ??= db
      .selectFrom('products')
      .selectAll()
      .orderBy('price')
      .execute()
      .then((rows) =>
        rows.map((row) => ({
          id: row.id,
          name: row.name,
          price: row.price,
          duration_in_days: row.duration_in_days,
          description: row.description,
          features: JSON.parse(row.features) as string[],
          popular: row.popular === 1,
        })),
      )
      .catch((error) => {
        productsCache = undefined;
        throw error;
      });
    return productsCache;
  };

  /** The plans by id; reloaded once when a payment names one not yet known. */
  async function productById(id: number): Promise<Product> {
    let product = (await products()).find((candidate) => candidate.id === id);
    if (!product) {
      productsCache = undefined;
      product = (await products()).find((candidate) => candidate.id === id);
    }
    if (!product) throw new Error(`Paket ${id} tidak ditemukan`);
    return product;
  }

  /** Payments with their device's current name and key; with their owner's name and e-mail when asked. */
  const paymentQuery = (withOwner: boolean) =>
    db
      .selectFrom('payments')
      .leftJoin('devices', 'devices.id', 'payments.device_id')
      .select([
        'payments.id',
        'payments.amount',
        'payments.original_price',
        'payments.price_adjustment',
        'payments.status',
        'payments.created_at',
        'payments.paid_at',
        'payments.payment_deadline',
        'payments.device_id',
        'payments.product_id',
        sql<string>`coalesce(devices.name, payments.device_name)`.as('device_name'),
        'devices.api_key as device_api_key',
      ])
      .$if(withOwner, (query) =>
        query.select((eb) => [
          eb
            .selectFrom('users')
            .select('users.fullname')
            .whereRef('users.id', '=', 'payments.user_id')
            .as('user_fullname'),
          eb
            .selectFrom('users')
            .select('users.email')
            .whereRef('users.id', '=', 'payments.user_id')
            .as('user_email'),
        ]),
      );
  type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentQuery>['executeTakeFirstOrThrow']>>;

  function toPayment(row: PaymentRow, product: Product, now = nowIso()): Payment {
    const payment: Payment = {
      id: row.id,
      amount: row.amount,
      original_price: row.original_price,
      price_adjustment: row.price_adjustment,
      status: effectiveStatus(row.status, row.payment_deadline, now),
      created_at: row.created_at,
      paid_at: row.paid_at,
      payment_deadline: row.payment_deadline,
      payment_code: paymentCode(row.id),
      device_id: row.device_id,
      device:
        row.device_id && row.device_api_key
          ? { id: row.device_id, name: row.device_name, api_key: row.device_api_key }
          : null,
      product: { id: product.id, name: product.name, duration_in_days: product.duration_in_days },
      device_name: row.device_name,
      device_api_key: row.device_api_key,
      product_name: product.name,
    };
    if (row.user_fullname != null && row.user_email != null) {
      payment.user_fullname = row.user_fullname;
      payment.user_email = row.user_email;
    }
    return payment;
  }

  function instructionsFor(payment: Payment): PaymentInstructions {
    const bank = bankInfo();
    const deadline = `${jakartaTime.format(new Date(payment.payment_deadline))} WIB`;
    return {
      bank_name: bank.bank_name,
      account_number: bank.account_number,
      account_name: bank.account_name,
      amount: payment.amount,
      original_price: payment.original_price,
      price_adjustment: payment.price_adjustment,
      payment_code: payment.payment_code,
      instructions: [
        `Transfer tepat ${rupiah.format(payment.amount)} ke rekening ${bank.bank_name} ${bank.account_number} atas nama ${bank.account_name}.`,
        `Nominal sudah ditambah kode unik ${payment.price_adjustment} agar pembayaran Anda mudah dikenali; jangan dibulatkan.`,
        `Tulis kode pembayaran ${payment.payment_code} pada berita transfer.`,
        `Selesaikan transfer sebelum ${deadline}; setelah itu pembayaran otomatis dibatalkan.`,
        `Setelah transfer, kirim bukti pembayaran ke WhatsApp ${bank.contact.whatsapp} atau email ${bank.contact.email}.`,
        'Masa aktif device bertambah setelah admin mengonfirmasi pembayaran (paling lama 1x24 jam).',
      ],
      deadline: payment.payment_deadline,
      contact: bank.contact,
    };
  }

  /**
   * One attempt: check the device is the caller's, reserve a free amount for 2 days and insert the payment, in one
   * transaction (the device row locked, so a delete running meanwhile waits and then fails this payment too).
   */
  async function tryCreate(user: UserRow, deviceId: string, product: Product) {
    return db.transaction().execute(async (trx) => {
      const device = await trx
        .selectFrom('devices')
        .select(['id', 'name'])
        .where('id', '=', deviceId)
        .where('user_id', '=', user.id)
        .$call(lockRows(trx))
        .executeTakeFirst();
      if (!device)
        throw new HttpError(404, deviceNotFoundMessage, { fields: { device_id: deviceNotFoundMessage } });
      const now = nowIso();
      const taken = await trx
        .selectFrom('payment_amounts')
        .select('amount')
        .where('amount', '>', product.price)
        .where('amount', '<=', product.price + maxAdjustment)
        .where('reserved_until', '>', now)
        .execute();
      const takenSet = new Set(taken.map((row) => Number(row.amount)));
      const free: number[] = [];
      for (let adjustment = 1; adjustment <= maxAdjustment; adjustment++) {
        if (!takenSet.has(product.price + adjustment)) free.push(adjustment);
      }
      if (free.length === 0) {
        throw new HttpError(503, 'Semua kode unik pembayaran sedang terpakai. Silakan coba lagi nanti.');
      }
      const adjustment = free[randomInt(free.length)] as number;
      const amount = product.price + adjustment;
      // The database decides: a concurrent reservation of the same amount makes this touch no row.
      const reserved = await trx
        .insertInto('payment_amounts')
        .values({ amount, reserved_until: addDays(now, amountReservationDays) })
        .onConflict((oc) =>
          oc
            .column('amount')
            .doUpdateSet({ reserved_until: addDays(now, amountReservationDays) })
            .where('payment_amounts.reserved_until', '<=', now),
        )
        .executeTakeFirst();
      if (Number(reserved.numInsertedOrUpdatedRows ?? 0) !== 1) throw new AmountTaken();
      const { id } = await trx
        .insertInto('payments')
        .values({
          user_id: user.id,
          device_id: device.id,
          device_name: device.name,
          product_id: product.id,
          amount,
          original_price: product.price,
          price_adjustment: adjustment,
          status: 'pending',
          created_at: now,
          paid_at: null,
          payment_deadline: addMs(now, deadlineMs),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
  }

  async function requirePayment(id: number, withOwner: boolean): Promise<Payment> {
    const row = await paymentQuery(withOwner).where('payments.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Pembayaran tidak ditemukan');
    return toPayment(row, await productById(row.product_id));
  }

  /** A user's own payments, or every payment with its owner for an admin; newest first. */
  async function readList(user: UserRow): Promise<Payment[]> {
    const isAdmin = user.role === 'admin';
    let query = paymentQuery(isAdmin).orderBy('payments.created_at', 'desc').orderBy('payments.id', 'desc');
    if (!isAdmin) query = query.where('payments.user_id', '=', user.id);
    const [rows, plans] = await Promise.all([query.execute(), products()]);
    const byId = new Map(plans.map((plan) => [plan.id, plan]));
    const now = nowIso();
    const payments: Payment[] = [];
    for (const row of rows) {
      const product = byId.get(row.product_id) ?? (await productById(row.product_id));
      payments.push(toPayment(row, product, now));
    }
    return payments;
  }

  return {
    bankInfo,
    products,

    /**
     * The `{payments}` answer as JSON, remembered until a write, or until the first pending payment in it
     * reaches its deadline.
     */
    listBody(user: UserRow): Promise<Buffer> {
      const isAdmin = user.role === 'admin';
      return answers.get(
        isAdmin ? 'payments:all' : `payments:${user.id}`,
        isAdmin ? 'all' : user.id,
        async () => {
          const payments = await readList(user);
          let until = Number.POSITIVE_INFINITY;
          for (const payment of payments) {
            if (payment.status === 'pending') until = Math.min(until, Date.parse(payment.payment_deadline));
          }
          return { value: jsonBody(paymentsResponse, { payments }), until };
        },
      );
    },

    async create(user: UserRow, deviceId: string, productId: number): Promise<CreatePaymentResponse> {
      const product = (await products()).find((candidate) => candidate.id === productId);
      if (!product) {
        const message = 'Paket tidak ditemukan';
        throw new HttpError(404, message, { fields: { product_id: message } });
      }
      for (let attempt = 1; ; attempt++) {
        try {
          const id = await tryCreate(user, deviceId, product);
          answers.changed(user.id);
          const payment = await requirePayment(id, user.role === 'admin');
          return { payment, instructions: instructionsFor(payment) };
        } catch (error) {
          if (!(error instanceof AmountTaken) || attempt >= createAttempts) {
            if (error instanceof AmountTaken) {
              throw new HttpError(503, 'Sistem sedang sibuk. Silakan coba lagi.');
            }
            throw error;
          }
        }
      }
    },

    /**
     * Sets any status (admin); paid stamps paid_at, leaving paid clears it, and the device validity follows.
     * Back to pending after the deadline gives the payment a new one (from now), or it would count as failed.
     */
    async updateStatus(id: number, status: PaymentStatus): Promise<Payment> {
      const owner = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('payments')
          .select(['status', 'paid_at', 'device_id', 'user_id', 'payment_deadline'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw notFound('Pembayaran tidak ditemukan');
        // Device first, then payments: the order creating a payment and deleting a device take too.
        const device = row.device_id ? await lockDevice(trx, row.device_id) : undefined;
        const now = nowIso();
        const paid_at = status === 'paid' ? (row.status === 'paid' && row.paid_at ? row.paid_at : now) : null;
        const payment_deadline =
          status === 'pending' && row.payment_deadline <= now ? addMs(now, deadlineMs) : row.payment_deadline;
        await trx
          .updateTable('payments')
          .set({ status, paid_at, payment_deadline })
          .where('id', '=', id)
          .execute();
        if (device) await recomputeDeviceExpiry(trx, device);
        return row.user_id;
      });
      answers.changed(owner);
      return requirePayment(id, true);
    },

    /** Stores failed for every pending payment past its deadline. */
    async expireOverdue(): Promise<number> {
      const result = await db
        .updateTable('payments')
        .set({ status: 'failed' })
        .where('status', '=', 'pending')
        .where('payment_deadline', '<', nowIso())
        .executeTakeFirst();
      const updated = Number(result.numUpdatedRows);
      if (updated > 0) answers.changedAll();
      return updated;
    },
  };
}

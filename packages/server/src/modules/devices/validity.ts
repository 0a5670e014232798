import { type Db, lockRows } from '../../db';
import { addDays, laterOf } from '../../time';

/** A device of an admin account works without a plan: admins run the service (the verification number too). */
export const isPlanExempt = (ownerRole: string) => ownerRole === 'admin';

export interface PaidPlan {
  paid_at: string;
  duration_in_days: number;
}

/**
 * The end of a device's validity: each paid plan counts its days from the later of its paid_at and the end of
 * the previous one (starting from the free trial's end, if any).
 */
export function validityEnd(trialUntil: string | null, plans: readonly PaidPlan[]): string | null {
  const ordered = [...plans].sort((a, b) => Date.parse(a.paid_at) - Date.parse(b.paid_at));
  let end = trialUntil;
  for (const plan of ordered) {
    end = addDays(end ? laterOf(plan.paid_at, end) : plan.paid_at, plan.duration_in_days);
  }
  return end;
}

/**
 * Reads a device for recomputeDeviceExpiry and keeps its row locked until the transaction ends, so two status
 * changes on one device never both miss each other's payment. Undefined when the device is gone.
 */
export const lockDevice = (db: Db, deviceId: string) =>
  db
    .selectFrom('devices')
    .select(['id', 'trial_until'])
    .where('id', '=', deviceId)
    .$call(lockRows(db))
    .executeTakeFirst();

/** Recomputes and stores a device's expired_at from all its paid payments; the caller holds lockDevice's lock. */
export async function recomputeDeviceExpiry(
  db: Db,
  device: { id: string; trial_until: string | null },
): Promise<void> {
  const deviceId = device.id;
  const plans = await db
    .selectFrom('payments')
    .innerJoin('products', 'products.id', 'payments.product_id')
    .select(['payments.paid_at', 'products.duration_in_days'])
    .where('payments.device_id', '=', deviceId)
    .where('payments.status', '=', 'paid')
    .where('payments.paid_at', 'is not', null)
    .execute();
  const expired_at = validityEnd(
    device.trial_until,
    plans.map((plan) => ({ paid_at: plan.paid_at as string, duration_in_days: plan.duration_in_days })),
  );
  await db.updateTable('devices').set({ expired_at }).where('id', '=', deviceId).execute();
}

export const VALIDITY_WARNING_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ValidityState = 'none' | 'expired' | 'warning' | 'active';

export interface Validity {
  state: ValidityState;
  /** Days remaining, rounded up; null when there is no plan yet. */
  daysLeft: number | null;
  label: string;
}

/** Validity of a device from its `expired_at`, measured at `now`. */
export function getValidity(expiredAt: string | Date | null | undefined, now: Date = new Date()): Validity {
  if (!expiredAt) return { state: 'none', daysLeft: null, label: 'Belum aktif' };
  const daysLeft = Math.ceil((new Date(expiredAt).getTime() - now.getTime()) / DAY_MS) || 0;
  if (daysLeft < 0) return { state: 'expired', daysLeft, label: 'Kedaluwarsa' };
  const label = `${daysLeft} hari lagi`;
  return { state: daysLeft <= VALIDITY_WARNING_DAYS ? 'warning' : 'active', daysLeft, label };
}

export interface ValidityDevice {
  expired_at: string | Date | null | undefined;
  /** The device works without a plan (an admin's device). */
  plan_exempt?: boolean;
}

/** Validity of a device: one that needs no plan is always active; otherwise its `expired_at` decides. */
export function deviceValidity(device: ValidityDevice, now: Date = new Date()): Validity {
  if (device.plan_exempt) return { state: 'active', daysLeft: null, label: 'Tanpa batas (admin)' };
  return getValidity(device.expired_at, now);
}

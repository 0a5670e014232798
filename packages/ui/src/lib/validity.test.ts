import { describe, expect, it } from 'vitest';
import { deviceValidity, getValidity } from './validity';

const now = new Date('2026-03-01T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe('getValidity', () => {
  it('is "Belum aktif" without an expiry', () => {
    expect(getValidity(null, now)).toEqual({ state: 'none', daysLeft: null, label: 'Belum aktif' });
    expect(getValidity(undefined, now).state).toBe('none');
  });

  it('rounds days remaining up', () => {
    expect(getValidity(inDays(2.1), now)).toMatchObject({ daysLeft: 3, label: '3 hari lagi' });
  });

  it('warns at 7 days or fewer', () => {
    expect(getValidity(inDays(7), now).state).toBe('warning');
    expect(getValidity(inDays(6.5), now).state).toBe('warning');
    expect(getValidity(inDays(0.2), now)).toMatchObject({ state: 'warning', label: '1 hari lagi' });
  });

  it('is active beyond 7 days', () => {
    expect(getValidity(inDays(7.01), now)).toMatchObject({
      state: 'active',
      daysLeft: 8,
      label: '8 hari lagi',
    });
    expect(getValidity(inDays(30), now).state).toBe('active');
  });

  it('is expired only below 0 days (rounded up)', () => {
    expect(getValidity(inDays(-0.5), now)).toMatchObject({ state: 'warning', daysLeft: 0 });
    expect(getValidity(inDays(-1), now)).toMatchObject({ state: 'expired', label: 'Kedaluwarsa' });
  });
});

describe('deviceValidity', () => {
  it('is always active for a device that needs no plan', () => {
    expect(deviceValidity({ expired_at: null, plan_exempt: true }, now)).toEqual({
      state: 'active',
      daysLeft: null,
      label: 'Tanpa batas (admin)',
    });
    expect(deviceValidity({ expired_at: inDays(-3), plan_exempt: true }, now).state).toBe('active');
  });

  it('follows expired_at for every other device', () => {
    expect(deviceValidity({ expired_at: inDays(-3), plan_exempt: false }, now).label).toBe('Kedaluwarsa');
    expect(deviceValidity({ expired_at: null }, now).label).toBe('Belum aktif');
  });
});

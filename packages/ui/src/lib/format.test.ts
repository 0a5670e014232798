import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonthYear, formatRupiah } from './format';

describe('formatRupiah', () => {
  it('uses dots for thousands, a plain space and no decimals', () => {
    expect(formatRupiah(15000)).toBe('Rp 15.000');
    expect(formatRupiah(180000)).toBe('Rp 180.000');
    expect(formatRupiah(15123.6)).toBe('Rp 15.124');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(-500)).toBe('-Rp 500');
  });
});

describe('Indonesian dates', () => {
  const date = new Date(2026, 0, 5, 9, 7);

  it('formats day, month name and year', () => {
    expect(formatDate(date)).toBe('5 Januari 2026');
    expect(formatDate(new Date(2026, 7, 17, 12).toISOString())).toBe('17 Agustus 2026');
  });

  it('adds hour and minute for the admin table', () => {
    expect(formatDateTime(date)).toBe('5 Jan 2026, 09.07');
  });

  it('formats month and year', () => {
    expect(formatMonthYear(date)).toBe('Januari 2026');
  });
});

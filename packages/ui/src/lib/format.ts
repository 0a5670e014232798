const LOCALE = 'id-ID';

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

const numberFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** Rupiah without decimals: `Rp 15.000`. */
export function formatRupiah(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}Rp ${numberFormat.format(Math.abs(Math.round(amount)))}`;
}

/** Day, month and year: `22 November 2026`. */
export function formatDate(value: DateInput): string {
  return toDate(value).toLocaleDateString(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** Day, short month, year and hour:minute: `22 Nov 2026, 10.30`. */
export function formatDateTime(value: DateInput): string {
  return toDate(value).toLocaleString(LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** Month and year: `November 2026`. */
export function formatMonthYear(value: DateInput): string {
  return toDate(value).toLocaleDateString(LOCALE, { month: 'long', year: 'numeric' });
}

/**
 * Normalises a WhatsApp number as typed: non-digits are stripped, a leading 0 becomes 62,
 * and a short entry (1-9 digits) not starting with 1-9 gets 62 prefixed.
 */
export function normalizeWhatsappNumber(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('0')) digits = `62${digits.slice(1)}`;
  if (digits.length > 0 && digits.length <= 9 && !/^[1-9]/.test(digits)) digits = `62${digits}`;
  return digits;
}

import { describe, expect, it } from 'vitest';
import { normalizeWhatsappNumber } from './phone';

describe('normalizeWhatsappNumber', () => {
  it('strips everything but digits', () => {
    expect(normalizeWhatsappNumber('+62 812-3456-7890')).toBe('6281234567890');
  });
  it('replaces a leading 0 with the country prefix 62', () => {
    expect(normalizeWhatsappNumber('08123456789')).toBe('628123456789');
  });
  it('keeps a number that already starts with a country code', () => {
    expect(normalizeWhatsappNumber('6281234567')).toBe('6281234567');
  });
  it('leaves an empty entry empty', () => {
    expect(normalizeWhatsappNumber('abc')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { shortId, truncate } from './truncate';

describe('truncate', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(truncate('abc', 8)).toBe('abc');
    expect(truncate('abcdefgh', 8)).toBe('abcdefgh');
    expect(truncate('abcdefghi', 8)).toBe('abcdefgh...');
  });

  it('shows ids as their first 8 characters', () => {
    expect(shortId('3f2a9c1e-77aa-4b0e-9d1f-000000000000')).toBe('3f2a9c1e');
    expect(shortId(42)).toBe('42');
  });
});

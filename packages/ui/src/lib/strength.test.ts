import { describe, expect, it } from 'vitest';
import { passwordScore, passwordStrength } from './strength';

describe('password strength', () => {
  it('gives one point per rule', () => {
    expect(passwordScore('')).toBe(0);
    expect(passwordScore('abcdef')).toBe(1);
    expect(passwordScore('abcdefgh')).toBe(2);
    expect(passwordScore('Abcdefgh')).toBe(3);
    expect(passwordScore('Abcdefg1')).toBe(4);
    expect(passwordScore('Abcdef1!')).toBe(5);
    expect(passwordScore('A1!')).toBe(3);
  });

  it('labels each score', () => {
    expect(passwordStrength('').label).toBe('Sangat Lemah');
    expect(passwordStrength('abcdef').label).toBe('Lemah');
    expect(passwordStrength('abcdefgh').label).toBe('Sedang');
    expect(passwordStrength('Abcdefgh').label).toBe('Kuat');
    expect(passwordStrength('Abcdefg1').label).toBe('Sangat Kuat');
    expect(passwordStrength('Abcdef1!')).toEqual({ score: 5, label: 'Sangat Kuat' });
  });
});

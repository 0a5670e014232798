export type StrengthScore = 0 | 1 | 2 | 3 | 4 | 5;

/**
 * Labels by score. The scale tops out at 5; a score of 5 keeps the label of 4 ("Sangat Kuat"),
 * the meter shows the extra point as a fully filled bar.
 */
export const STRENGTH_LABELS = [
  'Sangat Lemah',
  'Lemah',
  'Sedang',
  'Kuat',
  'Sangat Kuat',
  'Sangat Kuat',
] as const;

/** One point each: 6+ characters, 8+ characters, an uppercase letter, a digit, a symbol. */
export function passwordScore(password: string): StrengthScore {
  const checks = [
    password.length >= 6,
    password.length >= 8,
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  return checks.filter(Boolean).length as StrengthScore;
}

export function passwordStrength(password: string) {
  const score = passwordScore(password);
  return { score, label: STRENGTH_LABELS[score] };
}

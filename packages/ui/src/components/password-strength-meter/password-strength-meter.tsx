import type * as React from 'react';
import { cn } from '../../lib/cn';
import { passwordStrength } from '../../lib/strength';

const barColours = [
  'bg-failed-fg',
  'bg-failed-fg',
  'bg-pending-fg',
  'bg-brand-600',
  'bg-paid-fg',
  'bg-paid-fg',
];

export type PasswordStrengthMeterProps = Omit<React.ComponentProps<'div'>, 'children'> & { password: string };

/** Five bars and a label (Sangat Lemah … Sangat Kuat); hidden while the password is empty. */
export function PasswordStrengthMeter({ password, className, ...props }: PasswordStrengthMeterProps) {
  if (!password) return null;
  const { score, label } = passwordStrength(password);
  return (
    <div data-slot="password-strength-meter" className={cn('flex flex-col gap-1.5', className)} {...props}>
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((step) => (
          <span
            key={step}
            className={cn('h-1.5 flex-1 rounded-full', step <= score ? barColours[score] : 'bg-neutral-200')}
          />
        ))}
      </div>
      <p className="text-xs text-neutral-700" aria-live="polite">
        Kekuatan password: <span className="font-medium">{label}</span>
      </p>
    </div>
  );
}

import { Check, X } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export type PasswordChecklistProps = Omit<React.ComponentProps<'ul'>, 'children'> & {
  password: string;
  confirmation: string;
  minLength?: number;
};

/** Live checks of a new password: long enough, and the confirmation matches. */
export function PasswordChecklist({
  password,
  confirmation,
  minLength = 6,
  className,
  ...props
}: PasswordChecklistProps) {
  const items = [
    { label: `Minimal ${minLength} karakter`, met: password.length >= minLength },
    { label: 'Password cocok', met: password.length > 0 && password === confirmation },
  ];
  return (
    <ul data-slot="password-checklist" className={cn('flex flex-col gap-1 text-sm', className)} {...props}>
      {items.map((item) => {
        const Icon = item.met ? Check : X;
        return (
          <li
            key={item.label}
            data-met={item.met}
            className={cn('flex items-center gap-2', item.met ? 'text-paid-fg' : 'text-neutral-600')}
          >
            <Icon aria-hidden="true" className="size-4" />
            {item.label}
            <span className="sr-only">{item.met ? '(terpenuhi)' : '(belum terpenuhi)'}</span>
          </li>
        );
      })}
    </ul>
  );
}

import type * as React from 'react';
import { cn } from '../../lib/cn';
import { useFieldControl } from '../field/field';

export const inputClasses =
  'h-10 w-full min-w-0 rounded-control border border-neutral-300 bg-white px-3 text-sm text-neutral-900 shadow-xs placeholder:text-neutral-500 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-600 aria-invalid:border-failed-fg aria-invalid:focus-visible:ring-failed-fg/30';

export type InputProps = React.ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  const controlProps = useFieldControl(props);
  return <input data-slot="input" type={type} className={cn(inputClasses, className)} {...controlProps} />;
}

import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export type SpinnerProps = React.ComponentProps<'span'> & {
  /** Text read by screen readers. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
};

const iconSize = { sm: 'size-4', md: 'size-6', lg: 'size-10' };

export function Spinner({ label = 'Memuat...', size = 'md', className, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role="status"
      className={cn('inline-flex items-center text-brand-700', className)}
      {...props}
    >
      <LoaderCircle aria-hidden="true" className={cn('animate-spin', iconSize[size])} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Centred spinner filling the screen, e.g. while the saved session is checked. */
export function FullPageSpinner({
  label = 'Memuat...',
  className,
  ...props
}: React.ComponentProps<'div'> & { label?: string }) {
  return (
    <div
      data-slot="full-page-spinner"
      className={cn('flex min-h-screen w-full flex-col items-center justify-center gap-3', className)}
      {...props}
    >
      <Spinner size="lg" label={label} />
      <p aria-hidden="true" className="text-sm text-neutral-600">
        {label}
      </p>
    </div>
  );
}

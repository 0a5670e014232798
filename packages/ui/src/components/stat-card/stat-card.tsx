import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Card } from '../card/card';

export const statIconVariants = cva(
  'flex size-10 shrink-0 items-center justify-center rounded-full [&_svg]:size-5',
  {
    variants: {
      tone: {
        brand: 'bg-brand-50 text-brand-700',
        pending: 'bg-pending-bg text-pending-fg',
        paid: 'bg-paid-bg text-paid-fg',
        failed: 'bg-failed-bg text-failed-fg',
        info: 'bg-info-bg text-info-fg',
        neutral: 'bg-neutral-100 text-neutral-700',
      },
    },
    defaultVariants: { tone: 'brand' },
  },
);

export type StatCardProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof statIconVariants> & {
    label: React.ReactNode;
    value: React.ReactNode;
    icon?: React.ReactNode;
    hint?: React.ReactNode;
  };

/** A labelled number or short value, e.g. `Total Devices`. */
export function StatCard({ label, value, icon, hint, tone, className, ...props }: StatCardProps) {
  return (
    <Card data-slot="stat-card" className={cn('flex-row items-center gap-4 p-5', className)} {...props}>
      {icon && (
        <span aria-hidden="true" className={statIconVariants({ tone })}>
          {icon}
        </span>
      )}
      <dl className="min-w-0">
        <dt className="text-sm text-neutral-600">{label}</dt>
        <dd className="text-2xl font-semibold tracking-tight text-neutral-900">{value}</dd>
        {hint && <dd className="text-xs text-neutral-600">{hint}</dd>}
      </dl>
    </Card>
  );
}

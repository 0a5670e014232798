import { cva } from 'class-variance-authority';

/** The badge's classes by variant, in a module of their own so plain elements can use them without the component. */
export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium [&_svg]:size-3',
  {
    variants: {
      variant: {
        neutral: 'border-neutral-200 bg-neutral-100 text-neutral-700',
        brand: 'border-brand-200 bg-brand-50 text-brand-800',
        pending: 'border-pending-border bg-pending-bg text-pending-fg',
        paid: 'border-paid-border bg-paid-bg text-paid-fg',
        failed: 'border-failed-border bg-failed-bg text-failed-fg',
        info: 'border-info-border bg-info-bg text-info-fg',
        solid: 'border-transparent bg-brand-700 text-white',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

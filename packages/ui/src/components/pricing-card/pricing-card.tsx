import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type * as React from 'react';
import { formatRupiah } from '../../lib/format';
import { badgeVariants } from '../badge/badge-variants';
import { buttonVariants } from '../button/button-variants';

export interface PricingPlan {
  name: string;
  price: number;
  duration_in_days: number;
  description?: string;
  features?: readonly string[];
  popular?: boolean;
}

export type PricingCardProps = {
  product: PricingPlan;
  /** A ready action (e.g. a link); replaces the button. */
  action?: React.ReactNode;
  actionLabel?: string;
  onSelect?: () => void;
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/** A plan: name, price per device, duration, features; the popular one stands out. */
export function PricingCard({
  product,
  action,
  actionLabel = 'Pilih Paket',
  onSelect,
  headingLevel: Heading = 'h3',
  className,
}: PricingCardProps) {
  return (
    // Plain markup (no class merging) keeps the landing page light.
    <div
      data-slot="pricing-card"
      data-popular={product.popular || undefined}
      className={clsx(
        'relative flex h-full flex-col gap-4 rounded-card bg-surface p-6 text-neutral-900 shadow-card',
        product.popular ? 'border-2 border-brand-600' : 'border border-neutral-200',
        className,
      )}
    >
      {product.popular && (
        <span
          className={badgeVariants({
            variant: 'solid',
            className: 'absolute -top-3 left-1/2 -translate-x-1/2',
          })}
        >
          Paling Populer
        </span>
      )}
      <div className="flex flex-col gap-1">
        <Heading className="text-lg font-semibold text-neutral-900">{product.name}</Heading>
        {product.description && <p className="text-sm text-neutral-600">{product.description}</p>}
      </div>
      <p className="flex items-baseline gap-1">
        <span className="text-3xl font-bold text-neutral-900">{formatRupiah(product.price)}</span>
        <span className="text-sm text-neutral-600">/ {product.duration_in_days} hari</span>
      </p>
      <p className="text-xs text-neutral-600">Per 1 device WhatsApp</p>
      {product.features && product.features.length > 0 && (
        <ul className="flex flex-col gap-2 text-sm text-neutral-700">
          {product.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {feature}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto">
        {action ?? (
          <button
            type="button"
            className={buttonVariants({
              variant: product.popular ? 'primary' : 'outline',
              className: 'w-full',
            })}
            onClick={onSelect}
          >
            {actionLabel}
          </button>
        )}
      </div>
    </div>
  );
}

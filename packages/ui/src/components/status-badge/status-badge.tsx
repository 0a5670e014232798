import { CircleCheck, CircleX, Clock } from 'lucide-react';
import type * as React from 'react';
import { Badge } from '../badge/badge';

export type PaymentStatus = 'pending' | 'paid' | 'failed';

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Menunggu',
  paid: 'Dibayar',
  failed: 'Gagal',
};

/** Any unknown status is treated as pending. */
export function normalizePaymentStatus(status: string | null | undefined): PaymentStatus {
  return status === 'paid' || status === 'failed' ? status : 'pending';
}

const icons = { pending: Clock, paid: CircleCheck, failed: CircleX };

export type StatusBadgeProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  status: string | null | undefined;
};

export function StatusBadge({ status, ...props }: StatusBadgeProps) {
  const normalized = normalizePaymentStatus(status);
  const Icon = icons[normalized];
  return (
    <Badge data-slot="status-badge" data-status={normalized} variant={normalized} {...props}>
      <Icon aria-hidden="true" />
      {PAYMENT_STATUS_LABELS[normalized]}
    </Badge>
  );
}

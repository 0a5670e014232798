import { CalendarCheck, Landmark } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { formatDateTime, formatRupiah } from '../../lib/format';
import { truncate } from '../../lib/truncate';
import { Card } from '../card/card';
import { normalizePaymentStatus, StatusBadge } from '../status-badge/status-badge';

export interface PaymentRowPayment {
  id: number;
  amount: number;
  status: string;
  created_at: string;
  paid_at: string | null;
  payment_deadline?: string | null;
  payment_code?: string;
  device?: { name: string; api_key: string } | null;
  device_name?: string | null;
  device_api_key?: string | null;
  product?: { name: string } | null;
  product_name?: string | null;
}

export interface PaymentRowBankInfo {
  bank_name: string;
  account_number: string;
  account_name: string;
}

export type PaymentRowProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  payment: PaymentRowPayment;
  /** Where to transfer; shown for a pending payment. */
  bankInfo?: PaymentRowBankInfo;
};

/** One payment of the history: plan, device, amount, status; transfer details while pending. */
export function PaymentRow({ payment, bankInfo, className, ...props }: PaymentRowProps) {
  const status = normalizePaymentStatus(payment.status);
  const productName = payment.product?.name ?? payment.product_name ?? 'N/A';
  const deviceName = payment.device?.name ?? payment.device_name ?? 'N/A';
  const token = payment.device?.api_key ?? payment.device_api_key;
  return (
    <Card data-slot="payment-row" className={cn('gap-3 p-4 sm:p-5', className)} {...props}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-neutral-900">{productName}</p>
          <p className="truncate text-sm text-neutral-600">
            {deviceName}
            {token && (
              <>
                {' '}
                · Token <code className="font-mono">{truncate(token, 8)}</code>
              </>
            )}
          </p>
          <p className="text-xs text-neutral-600">
            {payment.payment_code && <>{payment.payment_code} · </>}Dibuat{' '}
            {formatDateTime(payment.created_at)}
          </p>
        </div>
        <div className="flex items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
          <span className="text-lg font-semibold text-neutral-900">{formatRupiah(payment.amount)}</span>
          <StatusBadge status={status} />
        </div>
      </div>
      {payment.paid_at ? (
        <p className="flex items-center gap-2 text-sm text-paid-fg">
          <CalendarCheck aria-hidden="true" className="size-4" />
          Dibayar pada {formatDateTime(payment.paid_at)}
        </p>
      ) : status === 'pending' ? (
        <div className="flex gap-3 rounded-control border border-pending-border bg-pending-bg p-3 text-sm text-pending-fg">
          <Landmark aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-medium">Menunggu transfer</p>
            <p>
              Transfer tepat <strong>{formatRupiah(payment.amount)}</strong>
              {bankInfo && (
                <>
                  {' '}
                  ke {bankInfo.bank_name} <strong>{bankInfo.account_number}</strong> a.n.{' '}
                  {bankInfo.account_name}
                </>
              )}
              {payment.payment_deadline && <> sebelum {formatDateTime(payment.payment_deadline)}</>}.
            </p>
          </div>
        </div>
      ) : null}
    </Card>
  );
}

import { Clock, Mail, MessageCircle } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { formatDateTime, formatRupiah } from '../../lib/format';
import { CopyButton } from '../copy-button/copy-button';

export interface PaymentInstructionsData {
  bank_name: string;
  account_number: string;
  account_name: string;
  amount: number;
  original_price: number;
  price_adjustment: number;
  payment_code: string;
  instructions: readonly string[];
  deadline: string;
  contact: { whatsapp: string; email: string };
}

export type PaymentInstructionsProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  instructions: PaymentInstructionsData;
  onCopied?: () => void;
};

/** How to pay a new payment by bank transfer: exact amount, account, code, deadline, steps and contact. */
export function PaymentInstructions({
  instructions: data,
  onCopied,
  className,
  ...props
}: PaymentInstructionsProps) {
  return (
    <div data-slot="payment-instructions" className={cn('flex flex-col gap-4 text-sm', className)} {...props}>
      <div className="flex flex-col items-center gap-1 rounded-card border border-brand-200 bg-brand-50 p-4 text-center">
        <span className="text-xs font-medium text-brand-800">Total transfer</span>
        <span className="flex items-center gap-2">
          <span className="text-3xl font-bold text-brand-900">{formatRupiah(data.amount)}</span>
          <CopyButton value={String(data.amount)} label="nominal" onCopied={onCopied} />
        </span>
        <span className="text-xs text-neutral-700">
          Harga paket {formatRupiah(data.original_price)} + kode unik {formatRupiah(data.price_adjustment)}
        </span>
      </div>

      <dl className="grid grid-cols-1 gap-3 rounded-card border border-neutral-200 p-4 sm:grid-cols-2">
        <div>
          <dt className="text-neutral-600">Bank</dt>
          <dd className="font-medium text-neutral-900">{data.bank_name}</dd>
        </div>
        <div>
          <dt className="text-neutral-600">Nomor rekening</dt>
          <dd className="flex items-center gap-2 font-medium text-neutral-900">
            <span className="font-mono">{data.account_number}</span>
            <CopyButton value={data.account_number} label="nomor rekening" onCopied={onCopied} />
          </dd>
        </div>
        <div>
          <dt className="text-neutral-600">Atas nama</dt>
          <dd className="font-medium text-neutral-900">{data.account_name}</dd>
        </div>
        <div>
          <dt className="text-neutral-600">Kode pembayaran</dt>
          <dd className="flex items-center gap-2 font-medium text-neutral-900">
            <span className="font-mono">{data.payment_code}</span>
            <CopyButton value={data.payment_code} label="kode pembayaran" onCopied={onCopied} />
          </dd>
        </div>
      </dl>

      <p className="flex items-center gap-2 rounded-control border border-pending-border bg-pending-bg p-3 text-pending-fg">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        Batas pembayaran: <strong>{formatDateTime(data.deadline)}</strong>
      </p>

      {data.instructions.length > 0 && (
        <ol className="list-decimal space-y-1 pl-5 text-neutral-700">
          {data.instructions.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}

      <div className="flex flex-wrap gap-x-4 gap-y-1 text-neutral-700">
        <span>Butuh bantuan?</span>
        <a
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
          href={`https://wa.me/${data.contact.whatsapp.replace(/\D/g, '')}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle aria-hidden="true" className="size-4" /> WhatsApp +{data.contact.whatsapp}
        </a>
        <a
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
          href={`mailto:${data.contact.email}`}
        >
          <Mail aria-hidden="true" className="size-4" /> {data.contact.email}
        </a>
      </div>
    </div>
  );
}

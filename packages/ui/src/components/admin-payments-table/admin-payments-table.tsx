import type * as React from 'react';
import { cn } from '../../lib/cn';
import { formatDateTime, formatRupiah } from '../../lib/format';
import { shortId } from '../../lib/truncate';
import { Button } from '../button/button';
import { normalizePaymentStatus, type PaymentStatus, StatusBadge } from '../status-badge/status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../table/table';

export interface AdminPayment {
  id: number;
  amount: number;
  status: string;
  created_at: string;
  paid_at?: string | null;
  user_fullname?: string | null;
  user_email?: string | null;
  device?: { name: string } | null;
  device_name?: string | null;
  product?: { name: string } | null;
  product_name?: string | null;
}

export type AdminPaymentsTableProps<P extends AdminPayment> = {
  payments: readonly P[];
  /** Payments whose status update is running: their buttons are disabled. */
  busyIds?: ReadonlySet<number>;
  onStatusChange: (payment: P, status: PaymentStatus) => void;
  className?: string;
};

const STATUSES: PaymentStatus[] = ['pending', 'paid', 'failed'];
const na = (value: string | null | undefined) => value || 'N/A';

function Who({ payment }: { payment: AdminPayment }) {
  return (
    <>
      <span className="block font-medium text-neutral-900">{na(payment.user_fullname)}</span>
      <span className="block text-xs text-neutral-600">{na(payment.user_email)}</span>
    </>
  );
}

function What({ payment }: { payment: AdminPayment }) {
  return (
    <>
      <span className="block text-neutral-900">{na(payment.device?.name ?? payment.device_name)}</span>
      <span className="block text-xs text-neutral-600">
        {na(payment.product?.name ?? payment.product_name)}
      </span>
    </>
  );
}

function When({ payment }: { payment: AdminPayment }) {
  return (
    <>
      {formatDateTime(payment.created_at)}
      {payment.paid_at && (
        <span className="block text-paid-fg">Dibayar pada {formatDateTime(payment.paid_at)}</span>
      )}
    </>
  );
}

function StatusButtons<P extends AdminPayment>({
  payment,
  current,
  busy,
  onStatusChange,
  className,
}: {
  payment: P;
  current: PaymentStatus;
  busy: boolean;
  onStatusChange: (payment: P, status: PaymentStatus) => void;
  className?: string;
}) {
  return (
    <div className={cn('flex gap-1', className)}>
      {STATUSES.filter((status) => status !== current).map((status) => (
        <Button
          key={status}
          size="sm"
          variant={status === 'paid' ? 'primary' : status === 'failed' ? 'outline' : 'secondary'}
          disabled={busy}
          aria-label={`Ubah status pembayaran ${payment.id} menjadi ${status}`}
          onClick={() => onStatusChange(payment, status)}
        >
          {status}
        </Button>
      ))}
    </div>
  );
}

/**
 * Every payment with its user, device, plan, amount, status, date and payment date; buttons set the other
 * statuses. A table from the `sm` breakpoint up, a list of cards on phones.
 */
export function AdminPaymentsTable<P extends AdminPayment>({
  payments,
  busyIds,
  onStatusChange,
  className,
}: AdminPaymentsTableProps<P>): React.ReactElement {
  const rows = payments.map((payment) => ({
    payment,
    current: normalizePaymentStatus(payment.status),
    busy: busyIds?.has(payment.id) ?? false,
  }));
  return (
    <div data-slot="admin-payments-table" className={className}>
      <ul aria-label="Daftar pembayaran" className="flex flex-col gap-3 sm:hidden">
        {rows.map(({ payment, current, busy }) => (
          <li
            key={payment.id}
            aria-busy={busy || undefined}
            className="flex flex-col gap-3 rounded-card border border-neutral-200 p-4 text-sm wrap-anywhere"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Who payment={payment} />
              </div>
              <StatusBadge status={current} />
            </div>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
              <dt className="text-xs text-neutral-600">Device / Paket</dt>
              <dd>
                <What payment={payment} />
              </dd>
              <dt className="text-xs text-neutral-600">Jumlah</dt>
              <dd className="font-medium">{formatRupiah(payment.amount)}</dd>
              <dt className="text-xs text-neutral-600">Tanggal</dt>
              <dd className="text-xs">
                <When payment={payment} />
              </dd>
              <dt className="text-xs text-neutral-600">ID</dt>
              <dd className="font-mono text-xs">{shortId(payment.id)}...</dd>
            </dl>
            <StatusButtons
              payment={payment}
              current={current}
              busy={busy}
              onStatusChange={onStatusChange}
              className="gap-2 *:grow"
            />
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table regionLabel="Daftar pembayaran" className="min-w-[56rem]">
          <TableHeader>
            <TableRow>
              <TableHead>ID</TableHead>
              <TableHead>Pengguna</TableHead>
              <TableHead>Device / Paket</TableHead>
              <TableHead>Jumlah</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Tanggal</TableHead>
              <TableHead>Aksi</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(({ payment, current, busy }) => (
              <TableRow key={payment.id} aria-busy={busy || undefined}>
                <TableCell className="font-mono text-xs">{shortId(payment.id)}...</TableCell>
                <TableCell>
                  <Who payment={payment} />
                </TableCell>
                <TableCell>
                  <What payment={payment} />
                </TableCell>
                <TableCell className="whitespace-nowrap font-medium">
                  {formatRupiah(payment.amount)}
                </TableCell>
                <TableCell>
                  <StatusBadge status={current} />
                </TableCell>
                <TableCell className="whitespace-nowrap text-xs">
                  <When payment={payment} />
                </TableCell>
                <TableCell>
                  <StatusButtons
                    payment={payment}
                    current={current}
                    busy={busy}
                    onStatusChange={onStatusChange}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}

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

/** Every payment with its user, device, plan, amount, status, date and payment date; buttons set the other statuses. */
export function AdminPaymentsTable<P extends AdminPayment>({
  payments,
  busyIds,
  onStatusChange,
  className,
}: AdminPaymentsTableProps<P>): React.ReactElement {
  return (
    <Table regionLabel="Daftar pembayaran" className={cn('min-w-[56rem]', className)}>
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
        {payments.map((payment) => {
          const current = normalizePaymentStatus(payment.status);
          const busy = busyIds?.has(payment.id) ?? false;
          return (
            <TableRow key={payment.id} aria-busy={busy || undefined}>
              <TableCell className="font-mono text-xs">{shortId(payment.id)}...</TableCell>
              <TableCell>
                <span className="block font-medium text-neutral-900">{na(payment.user_fullname)}</span>
                <span className="block text-xs text-neutral-600">{na(payment.user_email)}</span>
              </TableCell>
              <TableCell>
                <span className="block text-neutral-900">
                  {na(payment.device?.name ?? payment.device_name)}
                </span>
                <span className="block text-xs text-neutral-600">
                  {na(payment.product?.name ?? payment.product_name)}
                </span>
              </TableCell>
              <TableCell className="whitespace-nowrap font-medium">{formatRupiah(payment.amount)}</TableCell>
              <TableCell>
                <StatusBadge status={current} />
              </TableCell>
              <TableCell className="whitespace-nowrap text-xs">
                {formatDateTime(payment.created_at)}
                {payment.paid_at && (
                  <span className="block text-paid-fg">Dibayar pada {formatDateTime(payment.paid_at)}</span>
                )}
              </TableCell>
              <TableCell>
                <div className="flex gap-1">
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
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

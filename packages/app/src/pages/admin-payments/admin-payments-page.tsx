import { usePaymentActions, usePayments, useSession } from '@wuz/api';
import type { Payment, PaymentStatus } from '@wuz/api/contract';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  EmptyState,
  Field,
  normalizePaymentStatus,
  pageRange,
  SearchInput,
  Select,
  Spinner,
  StatCard,
  toast,
} from '@wuz/ui';
import { AdminPaymentsTable } from '@wuz/ui/admin-payments-table';
import { Paginator } from '@wuz/ui/paginator';
import { CircleAlert, CircleCheck, CircleX, Clock, ReceiptText, ShieldX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { errorText } from '../../lib/errors';
import { useErrorToast } from '../../lib/use-error-toast';
import { usePage } from '../../lib/use-page';
import { PageContainer, PageHeader } from '../page-header';

export const ADMIN_PAGE_SIZE = 10;

type StatusFilter = 'all' | PaymentStatus;

const filterOptions = [
  { value: 'all', label: 'Semua Status' },
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
  { value: 'failed', label: 'Failed' },
];

/** Case-insensitive match on the user's name and e-mail, device, product, payment id or amount. */
export function matchesAdminPayment(payment: Payment, search: string) {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [
    payment.user_fullname,
    payment.user_email,
    payment.device?.name ?? payment.device_name,
    payment.product?.name ?? payment.product_name,
    String(payment.id),
    String(payment.amount),
  ].some((field) => field?.toLowerCase().includes(needle));
}

export default function AdminPaymentsPage() {
  const { isAdmin } = useSession();
  if (!isAdmin) {
    return (
      <PageContainer>
        <EmptyState
          icon={<ShieldX />}
          title="Akses Ditolak"
          description="Hanya admin yang dapat mengakses halaman ini."
        />
      </PageContainer>
    );
  }
  return <AdminPayments />;
}

function AdminPayments() {
  const payments = usePayments();
  const { updatePaymentStatus } = usePaymentActions();
  useErrorToast(payments.error, 'Gagal memuat data pembayaran');
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());

  const all = payments.data ?? [];
  const counts = useMemo(() => {
    const result = { total: all.length, paid: 0, pending: 0, failed: 0 };
    for (const payment of all) result[normalizePaymentStatus(payment.status)] += 1;
    return result;
  }, [all]);
  const filtered = useMemo(
    () =>
      all.filter(
        (payment) =>
          (filter === 'all' || normalizePaymentStatus(payment.status) === filter) &&
          matchesAdminPayment(payment, search),
      ),
    [all, filter, search],
  );
  const paging = usePage(filtered, ADMIN_PAGE_SIZE, [filter, search]);
  const range = pageRange(paging.page, ADMIN_PAGE_SIZE, filtered.length);

  async function changeStatus(payment: Payment, status: PaymentStatus) {
    if (busyIds.has(payment.id)) return;
    setBusyIds((current) => new Set(current).add(payment.id));
    try {
      await updatePaymentStatus(payment.id, status);
      toast.success(`Status pembayaran berhasil diubah menjadi ${status}`);
    } catch (error) {
      toast.error(errorText(error, 'Gagal mengupdate status pembayaran'));
    } finally {
      setBusyIds((current) => {
        const next = new Set(current);
        next.delete(payment.id);
        return next;
      });
    }
  }

  return (
    <PageContainer>
      <PageHeader
        title="Admin - Kelola Pembayaran"
        description="Konfirmasi transfer dan atur status pembayaran."
      />

      <section
        aria-label="Ringkasan pembayaran"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <StatCard label="Total Pembayaran" value={counts.total} icon={<ReceiptText />} />
        <StatCard label="Paid" value={counts.paid} icon={<CircleCheck />} tone="paid" />
        <StatCard label="Pending" value={counts.pending} icon={<Clock />} tone="pending" />
        <StatCard label="Failed" value={counts.failed} icon={<CircleX />} tone="failed" />
      </section>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[12rem_1fr]">
        <Field label="Filter status">
          <Select
            options={filterOptions}
            value={filter}
            onValueChange={(value) => setFilter(value as StatusFilter)}
          />
        </Field>
        <SearchInput
          className="sm:pt-6"
          label="Cari pembayaran"
          placeholder="Nama, email, device, paket, ID, atau jumlah..."
          value={search}
          onValueChange={setSearch}
          resultCount={filtered.length}
          resultText={(count) => `${count} pembayaran ditemukan`}
        />
      </div>

      <Card>
        <CardHeader className="flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
          <h2 className="text-lg font-semibold">Daftar Pembayaran ({filtered.length})</h2>
          <p className="text-sm text-neutral-600">
            Halaman {paging.page} dari {paging.pages} ({range.from}-{range.to} dari {filtered.length})
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {payments.isLoading ? (
            <div className="flex justify-center py-16">
              <Spinner size="lg" label="Memuat pembayaran" />
            </div>
          ) : payments.error && !payments.data ? (
            <EmptyState
              icon={<CircleAlert />}
              title="Gagal memuat data pembayaran"
              action={
                <Button variant="outline" onClick={() => void payments.mutate()}>
                  Coba Lagi
                </Button>
              }
            />
          ) : filtered.length === 0 ? (
            <EmptyState icon={<ReceiptText />} title="Tidak ada pembayaran yang ditemukan" />
          ) : (
            <>
              <AdminPaymentsTable
                payments={paging.items}
                busyIds={busyIds}
                onStatusChange={(payment, status) => void changeStatus(payment, status)}
              />
              <p className="text-sm text-neutral-600">
                Menampilkan {range.from}-{range.to} dari {filtered.length} hasil
              </p>
              <Paginator page={paging.page} totalPages={paging.pages} onPageChange={paging.setPage} />
            </>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}

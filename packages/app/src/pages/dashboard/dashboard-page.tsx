import { useDevices, usePayments, useSession } from '@wuz/api';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  deviceValidity,
  EmptyState,
  formatDate,
  formatRupiah,
  Spinner,
  StatCard,
  StatusBadge,
} from '@wuz/ui';
import { CreditCard, Plus, ShieldCheck, Smartphone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useErrorToast } from '../../lib/use-error-toast';
import { PageContainer, PageHeader } from '../page-header';

const RECENT_COUNT = 3;

export default function DashboardPage() {
  const { user } = useSession();
  const devices = useDevices();
  const payments = usePayments();
  useErrorToast(devices.error ?? payments.error, 'Gagal memuat data');

  const deviceList = devices.data ?? [];
  const paymentList = payments.data ?? [];
  const activePayments = paymentList.filter((payment) => payment.status === 'paid').length;
  const count = (loading: boolean, value: number) => (loading ? '…' : value);

  return (
    <PageContainer>
      <PageHeader
        title={`Selamat datang, ${user?.fullname ?? ''}!`}
        description="Ringkasan device dan pembayaran Anda."
      />

      <section aria-label="Ringkasan" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total Devices"
          value={count(devices.isLoading, deviceList.length)}
          icon={<Smartphone />}
        />
        <StatCard
          label="Active Payments"
          value={count(payments.isLoading, activePayments)}
          icon={<CreditCard />}
          tone="paid"
        />
        <StatCard label="Account Status" value="Active" icon={<ShieldCheck />} tone="info" />
        <Card className="justify-center gap-2 p-5">
          <p className="text-sm text-neutral-600">Aksi cepat</p>
          <Button asChild>
            <Link to="/devices">
              <Plus aria-hidden="true" /> Tambah Device
            </Link>
          </Button>
        </Card>
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RecentCard title="Recent Devices" to="/devices" loading={devices.isLoading}>
          {deviceList.length === 0 ? (
            <EmptyState
              icon={<Smartphone />}
              title="Belum ada device"
              description="Tambahkan device pertama Anda untuk mulai memakai API WhatsApp."
              action={
                <Button asChild size="sm">
                  <Link to="/devices">Tambah Device Pertama</Link>
                </Button>
              }
            />
          ) : (
            <ul className="divide-y divide-neutral-200">
              {deviceList.slice(0, RECENT_COUNT).map((device) => (
                <li key={device.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-neutral-900">{device.name}</p>
                    <p className="text-xs text-neutral-600">Dibuat {formatDate(device.created_at)}</p>
                  </div>
                  <span className="shrink-0 text-sm text-neutral-700">{deviceValidity(device).label}</span>
                </li>
              ))}
            </ul>
          )}
        </RecentCard>

        <RecentCard title="Recent Payments" to="/payments" loading={payments.isLoading}>
          {paymentList.length === 0 ? (
            <EmptyState
              icon={<CreditCard />}
              title="Belum ada pembayaran"
              description="Pilih paket untuk mengaktifkan device Anda."
              action={
                <Button asChild size="sm">
                  <Link to="/payments?tab=plans">Lihat Paket</Link>
                </Button>
              }
            />
          ) : (
            <ul className="divide-y divide-neutral-200">
              {paymentList.slice(0, RECENT_COUNT).map((payment) => (
                <li key={payment.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-neutral-900">
                      {payment.product?.name ?? payment.product_name}
                    </p>
                    <p className="truncate text-xs text-neutral-600">
                      {payment.device?.name ?? payment.device_name} · {formatDate(payment.created_at)}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span className="text-sm font-medium">{formatRupiah(payment.amount)}</span>
                    <StatusBadge status={payment.status} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </RecentCard>
      </div>

      <section aria-labelledby="quick-actions" className="flex flex-col gap-3">
        <h2 id="quick-actions" className="text-lg font-semibold">
          Aksi Cepat
        </h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <QuickAction
            to="/devices"
            icon={<Smartphone />}
            title="Kelola Devices"
            text="Tambah dan hubungkan device"
          />
          <QuickAction
            to="/payments"
            icon={<CreditCard />}
            title="Pembayaran"
            text="Beli paket dan lihat riwayat"
          />
          <QuickAction to="/profile" icon={<UserRound />} title="Profil" text="Ubah data dan password" />
        </div>
      </section>
    </PageContainer>
  );
}

function RecentCard({
  title,
  to,
  loading,
  children,
}: {
  title: string;
  to: string;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <h2 className="text-lg font-semibold">{title}</h2>
        <Link to={to} className="text-sm font-medium text-brand-700 underline">
          Lihat Semua<span className="sr-only"> {title}</span>
        </Link>
      </CardHeader>
      <CardContent>{loading ? <Spinner label={`Memuat ${title}`} /> : children}</CardContent>
    </Card>
  );
}

function QuickAction({
  to,
  icon,
  title,
  text,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <Link
      to={to}
      className="flex items-center gap-4 rounded-card border border-neutral-200 bg-white p-4 shadow-card transition-colors hover:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <span
        aria-hidden="true"
        className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-5"
      >
        {icon}
      </span>
      <span className="flex flex-col">
        <span className="font-medium text-neutral-900">{title}</span>
        <span className="text-sm text-neutral-600">{text}</span>
      </span>
    </Link>
  );
}

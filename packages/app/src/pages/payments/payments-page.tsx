import { useBankInfo, useDevices, usePaymentActions, usePayments, useProducts } from '@wuz/api';
import { type CreatePaymentResponse, createPaymentRequest, type Product } from '@wuz/api/contract';
import {
  Button,
  EmptyState,
  Field,
  formatRupiah,
  Modal,
  Select,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@wuz/ui';
import { Paginator } from '@wuz/ui/paginator';
import { PaymentInstructions } from '@wuz/ui/payment-instructions';
import { PaymentRow } from '@wuz/ui/payment-row';
import { PricingCard } from '@wuz/ui/pricing-card';
import { CircleAlert, CreditCard } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAction } from '../../lib/use-action';
import { useErrorToast } from '../../lib/use-error-toast';
import { useForm } from '../../lib/use-form';
import { usePage } from '../../lib/use-page';
import { PageContainer, PageHeader } from '../page-header';

export const PAYMENTS_PAGE_SIZE = 5;

type Tab = 'history' | 'plans';

export default function PaymentsPage() {
  const [params] = useSearchParams();
  const preselectedDevice = params.get('device') ?? '';
  const [tab, setTab] = useState<Tab>(
    preselectedDevice || params.get('tab') === 'plans' ? 'plans' : 'history',
  );
  const [plan, setPlan] = useState<Product | null>(null);
  const [created, setCreated] = useState<CreatePaymentResponse | null>(null);

  return (
    <PageContainer>
      <PageHeader title="Payments" description="Beli paket per device dan pantau status pembayaran Anda." />
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="flex flex-col gap-6">
        <TabsList aria-label="Bagian pembayaran">
          <TabsTrigger value="history">Payment History</TabsTrigger>
          <TabsTrigger value="plans">Available Plans</TabsTrigger>
        </TabsList>
        <TabsContent value="history">
          <PaymentHistory onShowPlans={() => setTab('plans')} />
        </TabsContent>
        <TabsContent value="plans">
          <AvailablePlans onChoose={setPlan} />
        </TabsContent>
      </Tabs>

      <PurchaseModal
        plan={plan}
        preselectedDevice={preselectedDevice}
        onClose={() => setPlan(null)}
        onCreated={(answer) => {
          setPlan(null);
          setTab('history');
          setCreated(answer);
        }}
      />

      <Modal
        open={created !== null}
        onOpenChange={(open) => !open && setCreated(null)}
        title="Instruksi Pembayaran"
        description="Transfer tepat sesuai nominal agar pembayaran Anda cepat dikonfirmasi."
        size="lg"
        footer={<Button onClick={() => setCreated(null)}>Saya Mengerti</Button>}
      >
        {created && (
          <PaymentInstructions
            instructions={created.instructions}
            onCopied={() => toast.success('Berhasil disalin!')}
          />
        )}
      </Modal>
    </PageContainer>
  );
}

function PaymentHistory({ onShowPlans }: { onShowPlans: () => void }) {
  const payments = usePayments();
  const bankInfo = useBankInfo();
  useErrorToast(payments.error, 'Gagal memuat data pembayaran');
  const list = payments.data ?? [];
  const paging = usePage(list, PAYMENTS_PAGE_SIZE, [list.length]);

  if (payments.isLoading) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label="Memuat riwayat pembayaran" />
      </div>
    );
  }
  if (payments.error && !payments.data) {
    return (
      <EmptyState
        icon={<CircleAlert />}
        title="Gagal memuat data pembayaran"
        description="Periksa koneksi Anda, lalu coba lagi."
        action={
          <Button variant="outline" onClick={() => void payments.mutate()}>
            Coba Lagi
          </Button>
        }
      />
    );
  }
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<CreditCard />}
        title="Belum ada pembayaran"
        description="Pilih paket untuk mengaktifkan device Anda."
        action={<Button onClick={onShowPlans}>Lihat Paket</Button>}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {paging.items.map((payment) => (
          <li key={payment.id}>
            <PaymentRow payment={payment} bankInfo={bankInfo.data} />
          </li>
        ))}
      </ul>
      <Paginator page={paging.page} totalPages={paging.pages} onPageChange={paging.setPage} />
    </div>
  );
}

function AvailablePlans({ onChoose }: { onChoose: (plan: Product) => void }) {
  const products = useProducts();
  useErrorToast(products.error, 'Gagal memuat data');
  if (products.isLoading) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label="Memuat paket" />
      </div>
    );
  }
  if (!products.data?.length) {
    return (
      <EmptyState
        icon={<CircleAlert />}
        title={products.error ? 'Gagal memuat data' : 'Belum ada paket'}
        action={
          <Button variant="outline" onClick={() => void products.mutate()}>
            Coba Lagi
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-neutral-700">
        Harga berlaku per satu device WhatsApp. Semua paket berisi fitur yang sama.
      </p>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {products.data.map((product) => (
          <li key={product.id}>
            <PricingCard
              product={product}
              headingLevel="h2"
              actionLabel="Pilih Paket"
              onSelect={() => onChoose(product)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PurchaseModal({
  plan,
  preselectedDevice,
  onClose,
  onCreated,
}: {
  plan: Product | null;
  preselectedDevice: string;
  onClose: () => void;
  onCreated: (answer: CreatePaymentResponse) => void;
}) {
  const devices = useDevices();
  const { createPayment } = usePaymentActions();
  const form = useForm({ device_id: preselectedDevice });
  const { busy, run } = useAction();
  const list = devices.data ?? [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!plan || !form.validate(createPaymentRequest.pick({ device_id: true }))) return;
    await run(async () => {
      const answer = await createPayment({ device_id: form.values.device_id, product_id: plan.id });
      toast.success('Pembayaran berhasil dibuat! Silakan ikuti instruksi pembayaran.');
      onCreated(answer);
    }, 'Gagal membuat pembayaran');
  }

  return (
    <Modal
      open={plan !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title="Beli Paket"
      description={
        plan ? `${plan.name} · ${formatRupiah(plan.price)} · ${plan.duration_in_days} hari` : undefined
      }
    >
      {devices.isLoading ? (
        <Spinner label="Memuat devices" />
      ) : list.length === 0 ? (
        <EmptyState
          title="Belum ada device"
          description="Tambahkan device terlebih dahulu, lalu pilih paket untuknya."
          action={
            <Button asChild>
              <Link to="/devices">Tambah Device</Link>
            </Button>
          }
        />
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field label="Device" error={form.errors.device_id}>
            <Select
              placeholder="Pilih device"
              options={list.map((device) => ({ value: device.id, label: device.name }))}
              value={form.values.device_id}
              onValueChange={(value) => form.setField('device_id', value)}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Batal
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Memproses...' : 'Buat Pembayaran'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

import { useDeviceActions, useDevices } from '@wuz/api';
import { createDeviceRequest, type Device } from '@wuz/api/contract';
import {
  Button,
  ConfirmDialog,
  CopyButton,
  EmptyState,
  Field,
  formatDateTime,
  getValidity,
  Input,
  Modal,
  SearchInput,
  Spinner,
  toast,
} from '@wuz/ui';
import { DeviceCard } from '@wuz/ui/device-card';
import { Paginator } from '@wuz/ui/paginator';
import { CircleAlert, ExternalLink, Plus, SearchX, Smartphone } from 'lucide-react';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { openDeviceLogin } from '../../lib/device-login';
import { errorText } from '../../lib/errors';
import { useErrorToast } from '../../lib/use-error-toast';
import { useForm } from '../../lib/use-form';
import { usePage } from '../../lib/use-page';
import { PageContainer, PageHeader } from '../page-header';

export const DEVICES_PAGE_SIZE = 6;

/** Case-insensitive match on the device's name, id or token. */
export function matchesDevice(device: Device, search: string) {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [device.name, device.id, device.api_key].some((field) => field.toLowerCase().includes(needle));
}

export default function DevicesPage() {
  const navigate = useNavigate();
  const devices = useDevices();
  const { deleteDevice } = useDeviceActions();
  useErrorToast(devices.error, 'Gagal memuat data devices');

  const [search, setSearch] = useState('');
  const all = devices.data ?? [];
  const filtered = useMemo(() => all.filter((device) => matchesDevice(device, search)), [all, search]);
  const paging = usePage(filtered, DEVICES_PAGE_SIZE, search);

  const [adding, setAdding] = useState(false);
  const [detail, setDetail] = useState<Device | null>(null);
  const [toDelete, setToDelete] = useState<Device | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [blockedLoginUrl, setBlockedLoginUrl] = useState<string | null>(null);

  const copyHandlers = {
    onCopied: () => toast.success('Token berhasil disalin'),
    onCopyError: () => toast.error('Gagal menyalin Token'),
  };

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteDevice(toDelete.id);
      toast.success('Device berhasil dihapus');
      setToDelete(null);
    } catch (error) {
      toast.error(errorText(error, 'Gagal menghapus device'));
    } finally {
      setDeleting(false);
    }
  }

  const searching = search.trim() !== '';

  return (
    <PageContainer>
      <PageHeader
        title="Devices"
        description="Kelola device WhatsApp, token API, dan masa aktifnya."
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" /> Tambah Device
          </Button>
        }
      />

      {blockedLoginUrl && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-card border border-pending-border bg-pending-bg p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm text-pending-fg">Popup diblokir! Klik tombol di bawah untuk login.</p>
          <div className="flex gap-2">
            <Button asChild size="sm">
              <a
                href={blockedLoginUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => setBlockedLoginUrl(null)}
              >
                <ExternalLink aria-hidden="true" /> Buka Halaman Login WhatsApp
              </a>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setBlockedLoginUrl(null)}>
              Tutup
            </Button>
          </div>
        </div>
      )}

      {all.length > 0 && (
        <SearchInput
          className="max-w-md"
          label="Cari device"
          placeholder="Cari nama, ID, atau token..."
          value={search}
          onValueChange={setSearch}
          resultCount={filtered.length}
          resultText={(count) => `${count} device ditemukan`}
        />
      )}

      {devices.isLoading ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Memuat devices" />
        </div>
      ) : devices.error && !devices.data ? (
        <EmptyState
          icon={<CircleAlert />}
          title="Gagal memuat data devices"
          description="Periksa koneksi Anda, lalu coba lagi."
          action={
            <Button variant="outline" onClick={() => void devices.mutate()}>
              Coba Lagi
            </Button>
          }
        />
      ) : all.length === 0 ? (
        <EmptyState
          icon={<Smartphone />}
          title="Belum ada device"
          description="Tambahkan device pertama Anda, lalu hubungkan dengan WhatsApp."
          action={
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" /> Tambah Device Pertama
            </Button>
          }
        />
      ) : filtered.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title="Tidak ada device yang cocok"
          description={`Tidak ada device dengan nama, ID, atau token "${search.trim()}".`}
          action={
            <Button variant="outline" onClick={() => setSearch('')}>
              Hapus Filter
            </Button>
          }
        />
      ) : (
        <>
          {searching && (
            <p className="text-sm text-neutral-700">
              Menampilkan {filtered.length} dari {all.length} device.{' '}
              <button
                type="button"
                className="font-medium text-brand-700 underline"
                onClick={() => setSearch('')}
              >
                Hapus filter
              </button>
            </p>
          )}
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {paging.items.map((device) => (
              <li key={device.id}>
                <DeviceCard
                  device={device}
                  onLogin={() => setBlockedLoginUrl(openDeviceLogin(device.api_key))}
                  onPayment={() => navigate(`/payments?device=${encodeURIComponent(device.id)}`)}
                  onDetail={() => setDetail(device)}
                  onDelete={() => setToDelete(device)}
                  {...copyHandlers}
                />
              </li>
            ))}
          </ul>
          <Paginator page={paging.page} totalPages={paging.pages} onPageChange={paging.setPage} />
        </>
      )}

      <AddDeviceModal open={adding} onOpenChange={setAdding} />

      <Modal
        open={detail !== null}
        onOpenChange={(open) => !open && setDetail(null)}
        title="Detail Device"
        description={detail?.name}
        footer={
          <Button variant="outline" onClick={() => setDetail(null)}>
            Tutup
          </Button>
        }
      >
        {detail && (
          <dl className="grid gap-3 text-sm">
            <DetailRow label="ID" value={<code className="break-all">{detail.id}</code>} />
            <DetailRow label="Nama" value={detail.name} />
            <DetailRow
              label="Token"
              value={
                <span className="flex items-start gap-2">
                  <code className="break-all">{detail.api_key}</code>
                  <CopyButton value={detail.api_key} label="Token" {...copyHandlers} />
                </span>
              }
            />
            <DetailRow
              label="WhatsApp"
              value={
                detail.connected ? `Terhubung${detail.phone ? ` (${detail.phone})` : ''}` : 'Belum terhubung'
              }
            />
            <DetailRow label="Masa aktif" value={getValidity(detail.expired_at).label} />
            {detail.expired_at && (
              <DetailRow label="Berlaku hingga" value={formatDateTime(detail.expired_at)} />
            )}
            <DetailRow label="Dibuat" value={formatDateTime(detail.created_at)} />
          </dl>
        )}
      </Modal>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Hapus Device?"
        description={
          toDelete
            ? `Device "${toDelete.name}" akan dihapus dan sesi WhatsApp-nya dikeluarkan. Tindakan ini tidak dapat dibatalkan.`
            : undefined
        }
        confirmLabel="Hapus"
        loading={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </PageContainer>
  );
}

function DetailRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[8rem_1fr]">
      <dt className="font-medium text-neutral-600">{label}</dt>
      <dd className="min-w-0 text-neutral-900">{value}</dd>
    </div>
  );
}

function AddDeviceModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { createDevice } = useDeviceActions();
  const form = useForm({ name: '' });
  const [busy, setBusy] = useState(false);

  function close(next: boolean) {
    if (busy) return;
    if (!next) {
      form.setValues({ name: '' });
      form.setErrors({});
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate(createDeviceRequest)) return;
    setBusy(true);
    try {
      await createDevice(form.values.name.trim());
      toast.success('Device berhasil ditambahkan');
      form.setValues({ name: '' });
      onOpenChange(false);
    } catch (error) {
      toast.error(errorText(error, 'Gagal menambahkan device'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Tambah Device"
      description="Beri nama device agar mudah dikenali, misalnya nama toko atau tim."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field label="Nama Device" error={form.errors.name}>
          <Input autoFocus placeholder="Contoh: CS Toko Utama" {...form.bind('name')} />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => close(false)} disabled={busy}>
            Batal
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Menambahkan...' : 'Tambah Device'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

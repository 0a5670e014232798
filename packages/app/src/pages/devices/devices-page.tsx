import { useDeviceActions, useDevices } from '@wuz/api';
import { createDeviceRequest, type Device } from '@wuz/api/contract';
import { Button, ConfirmDialog, EmptyState, Field, Input, Modal, SearchInput, Spinner, toast } from '@wuz/ui';
import { DeviceCard } from '@wuz/ui/device-card';
import { Paginator } from '@wuz/ui/paginator';
import { CircleAlert, ExternalLink, Plus, SearchX, Smartphone } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { openDeviceLogin } from '../../lib/device-login';
import { useAction } from '../../lib/use-action';
import { useErrorToast } from '../../lib/use-error-toast';
import { useForm } from '../../lib/use-form';
import { usePage } from '../../lib/use-page';
import { PageContainer, PageHeader } from '../page-header';
import { copiedText, DeviceDetailModal } from './device-detail-modal';

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
  const paging = usePage(filtered, DEVICES_PAGE_SIZE, [filtered.length, search]);

  const [adding, setAdding] = useState(false);
  const [detail, setDetail] = useState<Device | null>(null);
  const [toDelete, setToDelete] = useState<Device | null>(null);
  const { busy: deleting, run: runDelete } = useAction();
  const [blockedLoginUrl, setBlockedLoginUrl] = useState<string | null>(null);

  const copyHandlers = {
    onCopied: () => toast.success(copiedText.token[0]),
    onCopyError: () => toast.error(copiedText.token[1]),
  };

  async function confirmDelete() {
    if (!toDelete) return;
    await runDelete(async () => {
      await deleteDevice(toDelete.id);
      toast.success('Device berhasil dihapus');
      setToDelete(null);
    }, 'Gagal menghapus device');
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
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
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

      <DeviceDetailModal device={detail} onClose={() => setDetail(null)} />

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

function AddDeviceModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { createDevice } = useDeviceActions();
  const form = useForm({ name: '' });
  const { busy, run } = useAction();

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
    await run(async () => {
      await createDevice(form.values.name.trim());
      toast.success('Device berhasil ditambahkan');
      form.setValues({ name: '' });
      onOpenChange(false);
    }, 'Gagal menambahkan device');
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

import { Eye, EyeOff, KeyRound, Pencil, RotateCw, Send } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import { deviceValidity } from '../../lib/validity';
import { Button } from '../button/button';
import { CopyButton } from '../copy-button/copy-button';
import type { DeviceCardDevice } from '../device-card/device-card';
import { Spinner } from '../spinner/spinner';
import {
  WebhookForm,
  type WebhookFormProps,
  type WebhookFormValue,
  webhookEventDescriptions,
} from '../webhook-form/webhook-form';

export interface DeviceDetailWebhook {
  /** Empty when no webhook is set. */
  url: string;
  events: string[];
  /** Empty until a key is made. */
  hmac_key: string;
  /** Events waiting for delivery; the queue is not shown when unknown. */
  pending?: number;
  /** Why the latest failed attempt failed; empty when none did. */
  last_error?: string;
}

/** What the receiver answered to a test webhook. */
export interface DeviceDetailWebhookTest {
  delivered: boolean;
  /** HTTP status; null when the receiver could not be reached. */
  status: number | null;
  error: string;
  duration_ms: number;
}

/** What was copied: the device token or its HMAC key. */
export type DeviceDetailCopied = 'token' | 'hmac_key';

export type DeviceDetailProps = {
  device: DeviceCardDevice;
  /** The device's webhook; undefined while it loads. */
  webhook?: DeviceDetailWebhook;
  /** Shown instead of the webhook when it could not be read. */
  webhookError?: string;
  onRetryWebhook?: () => void;
  /** Makes a new HMAC key (the caller confirms first). */
  onRotateHmacKey: () => void;
  rotating?: boolean;
  /** The webhook form is shown in place of the webhook (controlled by the caller). */
  editingWebhook?: boolean;
  /** Opens or closes the webhook form; without it the webhook cannot be changed here. */
  onEditWebhook?: (editing: boolean) => void;
  onSaveWebhook?: (value: WebhookFormValue) => void;
  savingWebhook?: boolean;
  webhookFormErrors?: WebhookFormProps['errors'];
  onWebhookFieldChange?: WebhookFormProps['onFieldChange'];
  /** Sends a test event to the webhook; without it there is no test button. */
  onTestWebhook?: () => void;
  testingWebhook?: boolean;
  /** The last test's outcome, shown under the webhook. */
  webhookTest?: DeviceDetailWebhookTest | null;
  /** Event types offered by the form, besides `All`. */
  webhookEventTypes?: readonly string[];
  onCopied?: (what: DeviceDetailCopied) => void;
  onCopyError?: (what: DeviceDetailCopied, error: unknown) => void;
  /** Moment the validity is counted from (defaults to the current time). */
  now?: Date;
  className?: string;
};

const maskedKey = (key: string) => `${'•'.repeat(12)}${key.slice(-4)}`;

/** Everything about one device: identity, token, WhatsApp link, validity, webhook and its HMAC key. */
export function DeviceDetail({
  device,
  webhook,
  webhookError,
  onRetryWebhook,
  onRotateHmacKey,
  rotating = false,
  editingWebhook = false,
  onEditWebhook,
  onSaveWebhook,
  savingWebhook = false,
  webhookFormErrors,
  onWebhookFieldChange,
  onTestWebhook,
  testingWebhook = false,
  webhookTest,
  webhookEventTypes = Object.keys(webhookEventDescriptions),
  onCopied,
  onCopyError,
  now,
  className,
}: DeviceDetailProps) {
  const validity = deviceValidity(device, now);
  const editButtonRef = React.useRef<HTMLButtonElement>(null);
  const wasEditing = React.useRef(editingWebhook);
  // Closing the form puts focus back on the button that opened it.
  React.useEffect(() => {
    if (wasEditing.current && !editingWebhook) editButtonRef.current?.focus();
    wasEditing.current = editingWebhook;
  }, [editingWebhook]);
  const copyHandlers = (what: DeviceDetailCopied) => ({
    onCopied: () => onCopied?.(what),
    onCopyError: (error: unknown) => onCopyError?.(what, error),
  });

  return (
    <div data-slot="device-detail" className={cn('@container flex flex-col gap-5 text-sm', className)}>
      <dl className="grid grid-cols-1 gap-3">
        <Row label="ID" value={<code className="break-all font-mono">{device.id}</code>} />
        <Row label="Nama" value={<span className="break-words">{device.name}</span>} />
        <Row
          label="Token"
          value={
            <span className="flex items-start gap-2">
              <code className="min-w-0 break-all font-mono">{device.api_key}</code>
              <CopyButton value={device.api_key} label="Token" {...copyHandlers('token')} />
            </span>
          }
        />
        <Row
          label="WhatsApp"
          value={
            device.connected ? `Terhubung${device.phone ? ` (+${device.phone})` : ''}` : 'Belum terhubung'
          }
        />
        <Row label="Masa aktif" value={validity.label} />
        {device.expired_at && <Row label="Berlaku hingga" value={formatDateTime(device.expired_at)} />}
        <Row label="Dibuat" value={formatDateTime(device.created_at)} />
      </dl>

      <section
        aria-labelledby={`${device.id}-webhook`}
        className="flex flex-col gap-3 border-t border-neutral-200 pt-4"
      >
        <h3 id={`${device.id}-webhook`} className="font-semibold text-neutral-900">
          Webhook
        </h3>
        {webhookError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-failed-fg">
            <span>{webhookError}</span>
            {onRetryWebhook && (
              <Button size="sm" variant="outline" onClick={onRetryWebhook}>
                Coba Lagi
              </Button>
            )}
          </div>
        ) : !webhook ? (
          <Spinner size="sm" label="Memuat webhook" />
        ) : editingWebhook && onSaveWebhook ? (
          <WebhookForm
            defaultValue={{ url: webhook.url, events: webhook.url ? webhook.events : ['All'] }}
            eventTypes={webhookEventTypes}
            errors={webhookFormErrors}
            saving={savingWebhook}
            onSubmit={onSaveWebhook}
            onCancel={() => onEditWebhook?.(false)}
            onFieldChange={onWebhookFieldChange}
          />
        ) : (
          <WebhookDetails
            webhook={webhook}
            onRotateHmacKey={onRotateHmacKey}
            rotating={rotating}
            onEdit={onEditWebhook && onSaveWebhook ? () => onEditWebhook(true) : undefined}
            editButtonRef={editButtonRef}
            onTest={onTestWebhook}
            testing={testingWebhook}
            test={webhookTest}
            copyHandlers={copyHandlers('hmac_key')}
          />
        )}
      </section>
    </div>
  );
}

function WebhookDetails({
  webhook,
  onRotateHmacKey,
  rotating,
  onEdit,
  editButtonRef,
  onTest,
  testing,
  test,
  copyHandlers,
}: {
  webhook: DeviceDetailWebhook;
  onRotateHmacKey: () => void;
  rotating: boolean;
  onEdit?: () => void;
  editButtonRef?: React.Ref<HTMLButtonElement>;
  onTest?: () => void;
  testing: boolean;
  test?: DeviceDetailWebhookTest | null;
  copyHandlers: { onCopied: () => void; onCopyError: (error: unknown) => void };
}) {
  const [revealed, setRevealed] = React.useState(false);
  const key = webhook.hmac_key;
  const events = webhook.events.includes('All') ? 'Semua event' : webhook.events.join(', ');

  return (
    <>
      <dl className="grid grid-cols-1 gap-3">
        <Row
          label="URL"
          value={
            webhook.url ? (
              <code className="break-all font-mono">{webhook.url}</code>
            ) : (
              <span className="text-neutral-600">
                Belum diatur. Atur {onEdit ? 'di sini atau ' : ''}lewat API{' '}
                <code className="font-mono">POST /webhook</code>.
              </span>
            )
          }
        />
        {webhook.url && <Row label="Event" value={events || 'Belum ada event dipilih'} />}
        {webhook.url && webhook.pending !== undefined && (
          <Row label="Antrean" value={<Backlog pending={webhook.pending} lastError={webhook.last_error} />} />
        )}
        <Row
          label="Kunci HMAC"
          value={
            key ? (
              <span className="flex flex-wrap items-start gap-2">
                <code data-testid="hmac-key" className="min-w-0 flex-1 break-all font-mono">
                  {revealed ? key : maskedKey(key)}
                </code>
                <span className="flex gap-2">
                  <Button
                    variant="outline"
                    size="icon-sm"
                    aria-label={revealed ? 'Sembunyikan kunci HMAC' : 'Tampilkan kunci HMAC'}
                    aria-pressed={revealed}
                    onClick={() => setRevealed(!revealed)}
                  >
                    {revealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                  </Button>
                  <CopyButton value={key} label="Kunci HMAC" {...copyHandlers} />
                </span>
              </span>
            ) : (
              <span className="text-neutral-600">Belum ada kunci</span>
            )
          }
        />
      </dl>
      <p className="text-xs text-neutral-600">
        Setiap webhook ditandatangani dengan HMAC-SHA256 dari body-nya di header{' '}
        <code className="font-mono">x-hmac-signature</code>. Kunci lama langsung tidak berlaku setelah kunci
        baru dibuat.
      </p>
      {webhook.url && test && <WebhookTestOutcome test={test} />}
      <div className="flex flex-wrap gap-2">
        {onEdit && (
          <Button ref={editButtonRef} size="sm" variant="outline" onClick={onEdit}>
            <Pencil aria-hidden="true" /> {webhook.url ? 'Ubah Webhook' : 'Atur Webhook'}
          </Button>
        )}
        {onTest && webhook.url && (
          <Button size="sm" variant="outline" onClick={onTest} loading={testing}>
            {testing ? null : <Send aria-hidden="true" />}
            {testing ? 'Mengirim Tes...' : 'Kirim Tes'}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onRotateHmacKey} loading={rotating}>
          {rotating ? null : key ? <RotateCw aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
          {key ? 'Buat Ulang Kunci HMAC' : 'Buat Kunci HMAC'}
        </Button>
      </div>
    </>
  );
}

function Backlog({ pending, lastError }: { pending: number; lastError?: string }) {
  if (pending === 0) return <span className="text-neutral-600">Semua event sudah terkirim</span>;
  return (
    <span className="flex flex-col gap-0.5">
      <span>{pending} event menunggu dikirim</span>
      {lastError && <span className="break-words text-failed-fg">Gagal terakhir: {lastError}</span>}
    </span>
  );
}

function WebhookTestOutcome({ test }: { test: DeviceDetailWebhookTest }) {
  const took = `${test.duration_ms} ms`;
  return (
    <p
      data-testid="webhook-test"
      className={cn(
        'rounded-control border px-3 py-2 text-sm',
        test.delivered
          ? 'border-paid-border bg-paid-bg text-paid-fg'
          : 'border-failed-border bg-failed-bg text-failed-fg',
      )}
    >
      {test.delivered
        ? `Tes terkirim: penerima menjawab HTTP ${test.status} dalam ${took}.`
        : `Tes gagal: ${test.error} (${took}).`}
    </p>
  );
}

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 @sm:grid-cols-[8rem_1fr]">
      <dt className="font-medium text-neutral-600">{label}</dt>
      <dd className="min-w-0 text-neutral-900">{value}</dd>
    </div>
  );
}

import * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { Field } from '../field/field';
import { Input } from '../input/input';

export interface WebhookFormValue {
  url: string;
  events: string[];
}

export type WebhookFormProps = {
  defaultValue: WebhookFormValue;
  /** Event types to choose from, besides `All`. */
  eventTypes: readonly string[];
  errors?: { url?: string; events?: string };
  saving?: boolean;
  onSubmit: (value: WebhookFormValue) => void;
  onCancel: () => void;
  /** Called when the user edits a field, e.g. to clear its error. */
  onFieldChange?: (field: 'url' | 'events') => void;
  className?: string;
};

/** What each wuzapi event means, for the checkboxes. */
export const webhookEventDescriptions: Record<string, string> = {
  Message: 'Pesan masuk',
  Connected: 'Device terhubung',
  Disconnected: 'Koneksi terputus',
  LoggedOut: 'Device logout dari WhatsApp',
  QR: 'Kode QR baru',
  PairSuccess: 'Pairing berhasil',
};

const checkboxClass = 'size-4 shrink-0 accent-brand-700 disabled:opacity-60';

/** Webhook URL and the events it receives; an empty URL turns the webhook off. */
export function WebhookForm({
  defaultValue,
  eventTypes,
  errors = {},
  saving = false,
  onSubmit,
  onCancel,
  onFieldChange,
  className,
}: WebhookFormProps) {
  const [url, setUrl] = React.useState(defaultValue.url);
  const [events, setEvents] = React.useState<string[]>(defaultValue.events);
  const all = events.includes('All');
  const eventsErrorId = React.useId();
  const urlRef = React.useRef<HTMLInputElement>(null);
  // The form replaces the button that opened it, so focus moves to its first field.
  React.useEffect(() => urlRef.current?.focus(), []);

  const toggle = (event: string, checked: boolean) => {
    onFieldChange?.('events');
    if (event === 'All') return setEvents(checked ? ['All'] : []);
    setEvents((current) => (checked ? [...current, event] : current.filter((item) => item !== event)));
  };

  return (
    <form
      data-slot="webhook-form"
      noValidate
      className={cn('@container flex flex-col gap-4', className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ url: url.trim(), events });
      }}
    >
      <Field label="URL Webhook" hint="Kosongkan untuk mematikan webhook." error={errors.url}>
        <Input
          ref={urlRef}
          type="url"
          inputMode="url"
          placeholder="https://contoh.id/webhook"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            onFieldChange?.('url');
          }}
        />
      </Field>

      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.events ? eventsErrorId : undefined}
        aria-invalid={errors.events ? true : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-neutral-800">Event</legend>
        <label className="flex items-center gap-2 text-sm text-neutral-900">
          <input
            type="checkbox"
            className={checkboxClass}
            checked={all}
            onChange={(event) => toggle('All', event.target.checked)}
          />
          Semua event
        </label>
        <div className="grid grid-cols-1 gap-2 pl-6 @sm:grid-cols-2">
          {eventTypes.map((type) => (
            <label key={type} className="flex items-start gap-2 text-sm text-neutral-900">
              <input
                type="checkbox"
                className={cn(checkboxClass, 'mt-0.5')}
                checked={all || events.includes(type)}
                disabled={all}
                onChange={(event) => toggle(type, event.target.checked)}
              />
              <span>
                <code className="font-mono">{type}</code>
                <span className="block text-xs text-neutral-600">
                  {webhookEventDescriptions[type] ?? type}
                </span>
              </span>
            </label>
          ))}
        </div>
        {errors.events && (
          <p id={eventsErrorId} className="text-xs font-medium text-failed-fg">
            {errors.events}
          </p>
        )}
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" size="sm" onClick={onCancel} disabled={saving}>
          Batal
        </Button>
        <Button type="submit" size="sm" loading={saving}>
          {saving ? 'Menyimpan...' : 'Simpan Webhook'}
        </Button>
      </div>
    </form>
  );
}

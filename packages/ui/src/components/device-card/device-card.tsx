import { CreditCard, Info, LogIn, Trash2 } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { shortId, truncate } from '../../lib/truncate';
import { deviceValidity, type ValidityState } from '../../lib/validity';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { CopyButton } from '../copy-button/copy-button';

export interface DeviceCardDevice {
  id: string;
  name: string;
  api_key: string;
  created_at: string;
  expired_at: string | null;
  connected?: boolean;
  phone?: string | null;
  plan_exempt?: boolean;
}

export type DeviceCardProps = {
  device: DeviceCardDevice;
  onLogin: () => void;
  onPayment: () => void;
  onDetail: () => void;
  onDelete: () => void;
  onCopied?: () => void;
  onCopyError?: (error: unknown) => void;
  /** Heading level of the device name within the page. */
  headingLevel?: 'h2' | 'h3';
  /** Moment the days left are counted from (defaults to the current time). */
  now?: Date;
  className?: string;
};

const validityVariant: Record<ValidityState, 'neutral' | 'failed' | 'pending' | 'paid'> = {
  none: 'neutral',
  expired: 'failed',
  warning: 'pending',
  active: 'paid',
};

/** One device: name, id, token (copyable), validity, WhatsApp state and its actions. */
export function DeviceCard({
  device,
  onLogin,
  onPayment,
  onDetail,
  onDelete,
  onCopied,
  onCopyError,
  headingLevel: Heading = 'h2',
  now,
  className,
}: DeviceCardProps) {
  const validity = deviceValidity(device, now);
  return (
    <Card data-slot="device-card" className={cn('h-full gap-4 p-5', className)}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading className="truncate text-base font-semibold text-neutral-900">{device.name}</Heading>
          <p className="text-xs text-neutral-600">
            ID <code className="font-mono">{shortId(device.id)}</code> · Dibuat{' '}
            {formatDate(device.created_at)}
          </p>
        </div>
        <Button variant="ghost" size="icon-sm" aria-label={`Hapus ${device.name}`} onClick={onDelete}>
          <Trash2 aria-hidden="true" className="text-danger-600" />
        </Button>
      </div>

      <div className="flex flex-wrap gap-2">
        <Badge variant={validityVariant[validity.state]}>{validity.label}</Badge>
        <Badge variant={device.connected ? 'paid' : 'neutral'}>
          {device.connected ? `Terhubung${device.phone ? ` · +${device.phone}` : ''}` : 'Belum terhubung'}
        </Badge>
      </div>

      <div className="flex items-center justify-between gap-2 rounded-control bg-neutral-50 px-3 py-2">
        <div className="min-w-0 text-xs">
          <span className="block text-neutral-600">Token</span>
          <code className="block truncate font-mono text-neutral-900">{truncate(device.api_key, 20)}</code>
        </div>
        <CopyButton value={device.api_key} label="Token" onCopied={onCopied} onCopyError={onCopyError} />
      </div>

      <div className="mt-auto flex flex-wrap gap-2 *:grow *:basis-24">
        <Button size="sm" onClick={onLogin}>
          <LogIn aria-hidden="true" /> Login WA
        </Button>
        <Button size="sm" variant="secondary" onClick={onPayment}>
          <CreditCard aria-hidden="true" /> Payment
        </Button>
        <Button size="sm" variant="outline" onClick={onDetail}>
          <Info aria-hidden="true" /> Detail
        </Button>
      </div>
    </Card>
  );
}

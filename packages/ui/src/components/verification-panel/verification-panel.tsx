import { MessageCircle, ShieldCheck } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { Card } from '../card/card';

export type VerificationPanelProps = {
  /** The registered number the token must be sent from. */
  whatsapp_number: string;
  verification_code: string;
  /** The admin number the token is sent to. */
  admin_whatsapp: string;
  /** Prefix of the message; `Register Wuz` by default. */
  keyword?: string;
  /** E.g. a link back to the login form. */
  footer?: React.ReactNode;
  className?: string;
};

/** The WhatsApp deep link that opens a chat with `number` and `text` typed in. */
export function whatsappLink(number: string, text: string) {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/** Asks a new user to send `{keyword}:{code}` from the registered number to the admin number. */
export function VerificationPanel({
  whatsapp_number,
  verification_code,
  admin_whatsapp,
  keyword = 'Register Wuz',
  footer,
  className,
}: VerificationPanelProps) {
  const message = `${keyword}:${verification_code}`;
  return (
    <Card data-slot="verification-panel" className={cn('gap-5 p-6 sm:p-8', className)}>
      <div className="flex flex-col items-center gap-3 text-center">
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700"
        >
          <ShieldCheck className="size-7" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">Account Verification Required</h1>
        <p className="text-sm text-neutral-600">Verifikasi Akun Diperlukan</p>
      </div>

      <div className="grid grid-cols-1 gap-3 text-sm text-neutral-700 sm:grid-cols-2">
        <p lang="en">
          Your account must be verified before you can log in. Send the token below by WhatsApp from your
          registered number <strong>+{whatsapp_number}</strong> to our admin.
        </p>
        <p>
          Akun Anda perlu diverifikasi sebelum dapat login. Kirim token di bawah melalui WhatsApp dari nomor
          terdaftar <strong>+{whatsapp_number}</strong> ke admin kami.
        </p>
      </div>

      <div className="flex flex-col items-center gap-1 rounded-card border border-brand-200 bg-brand-50 p-4 text-center">
        <span className="text-xs font-medium text-brand-800">Token verifikasi</span>
        <span className="font-mono text-3xl font-bold tracking-widest text-brand-900">
          {verification_code}
        </span>
        <span className="text-xs text-neutral-700">
          Pesan yang dikirim: <code className="font-mono">{message}</code>
        </span>
      </div>

      <Button asChild size="lg" className="w-full">
        <a href={whatsappLink(admin_whatsapp, message)} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" /> Send Token via WhatsApp
        </a>
      </Button>

      <dl className="flex flex-col items-center gap-1 text-center text-sm">
        <dt className="text-neutral-600">WhatsApp Admin</dt>
        <dd className="font-medium text-neutral-900">+{admin_whatsapp}</dd>
      </dl>
      <p className="text-center text-xs text-neutral-600">
        Verification is processed within 1x24 hours. / Verifikasi diproses paling lambat 1x24 jam.
      </p>
      {footer && <div className="text-center text-sm">{footer}</div>}
    </Card>
  );
}

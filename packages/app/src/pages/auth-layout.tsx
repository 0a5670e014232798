import { Card, CardContent, CardDescription, CardHeader } from '@wuz/ui';
import type { ReactNode } from 'react';

/** The centred card shared by the login, register, forgot and reset password screens. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-start justify-center px-4 py-10 sm:items-center">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {children}
          {footer && <div className="text-center text-sm text-neutral-700">{footer}</div>}
        </CardContent>
      </Card>
    </div>
  );
}

/** Terms and privacy links under the login and register forms. */
export function LegalLinks() {
  return (
    <p className="text-center text-xs text-neutral-600">
      Dengan melanjutkan, Anda menyetujui{' '}
      <a className="underline hover:text-neutral-900" href="/#syarat">
        Syarat &amp; Ketentuan
      </a>{' '}
      dan{' '}
      <a className="underline hover:text-neutral-900" href="/#privasi">
        Kebijakan Privasi
      </a>
      .
    </p>
  );
}

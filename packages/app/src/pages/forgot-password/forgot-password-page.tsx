import { forgotPassword } from '@wuz/api';
import { forgotPasswordRequest } from '@wuz/api/contract';
import { Button, Field, Input } from '@wuz/ui';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAction } from '../../lib/use-action';
import { useForm } from '../../lib/use-form';
import { AuthLayout } from '../auth-layout';

const backToLogin = (
  <Link className="font-medium text-brand-700 underline" to="/login">
    Kembali ke Login
  </Link>
);

export default function ForgotPasswordPage() {
  const form = useForm({ email: '' });
  const { busy, run } = useAction();
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate(forgotPasswordRequest)) return;
    await run(async () => {
      await forgotPassword({ email: form.values.email.trim() });
      setSent(true);
    }, 'Terjadi kesalahan. Silakan coba lagi.');
  }

  if (sent) {
    return (
      <AuthLayout title="Email Terkirim!" footer={backToLogin}>
        <div className="flex flex-col items-center gap-3 text-center">
          <MailCheck aria-hidden="true" className="size-12 text-brand-700" />
          <p className="text-sm text-neutral-700">
            Jika email <strong>{form.values.email.trim()}</strong> terdaftar, kami telah mengirim link untuk
            mereset password.
          </p>
        </div>
        <ol className="list-decimal space-y-1 pl-5 text-sm text-neutral-700">
          <li>Cek kotak masuk email Anda, termasuk folder spam.</li>
          <li>Klik link Reset Password di email tersebut.</li>
          <li>Masukkan password baru Anda.</li>
        </ol>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Lupa Password?"
      description="Masukkan email akun Anda. Kami akan mengirim link untuk mereset password."
      footer={backToLogin}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field label="Email" error={form.errors.email}>
          <Input type="email" autoComplete="email" autoFocus {...form.bind('email')} />
        </Field>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Mengirim...' : 'Kirim Link Reset'}
        </Button>
      </form>
    </AuthLayout>
  );
}

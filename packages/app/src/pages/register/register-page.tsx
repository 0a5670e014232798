import { register, type VerificationInfo } from '@wuz/api';
import { registerForm } from '@wuz/api/contract';
import { Button, Field, PasswordInput, toast } from '@wuz/ui';
import { PasswordStrengthMeter } from '@wuz/ui/password-strength-meter';
import { VerificationPanel } from '@wuz/ui/verification-panel';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { serverFieldErrors } from '../../lib/errors';
import { useAction } from '../../lib/use-action';
import { useForm } from '../../lib/use-form';
import { AccountFields } from '../account-fields';
import { AuthLayout, LegalLinks } from '../auth-layout';

const empty = {
  fullname: '',
  whatsapp_number: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export default function RegisterPage() {
  const form = useForm(empty);
  const { busy, run } = useAction();
  const [verification, setVerification] = useState<VerificationInfo | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate(registerForm)) return;
    const { confirmPassword: _notSent, ...values } = form.values;
    await run(
      async () => {
        setVerification(
          await register({ ...values, fullname: values.fullname.trim(), email: values.email.trim() }),
        );
        toast.success('Registrasi berhasil! Silakan verifikasi akun Anda melalui WhatsApp.');
      },
      'Registrasi gagal',
      (error) => form.setErrors(serverFieldErrors(error)),
    );
  }

  if (verification) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <VerificationPanel
          {...verification}
          footer={
            <Link className="font-medium text-brand-700 underline" to="/login">
              Ke halaman Login
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <AuthLayout
      title="Buat Akun Baru"
      description="Daftar gratis, lalu aktifkan akun Anda lewat WhatsApp."
      footer={
        <>
          Sudah punya akun?{' '}
          <Link className="font-medium text-brand-700 underline" to="/login">
            Masuk di sini
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <AccountFields form={form} autoFocus />
        <Field label="Password" error={form.errors.password}>
          <PasswordInput autoComplete="new-password" {...form.bind('password')} />
        </Field>
        <PasswordStrengthMeter password={form.values.password} />
        <Field label="Konfirmasi Password" error={form.errors.confirmPassword}>
          <PasswordInput autoComplete="new-password" {...form.bind('confirmPassword')} />
        </Field>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Memproses...' : 'Daftar'}
        </Button>
      </form>
      <LegalLinks />
    </AuthLayout>
  );
}

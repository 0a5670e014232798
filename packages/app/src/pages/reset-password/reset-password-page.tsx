import { resetPassword } from '@wuz/api';
import { resetPasswordForm } from '@wuz/api/contract';
import { Button, Field, PasswordInput } from '@wuz/ui';
import { PasswordChecklist } from '@wuz/ui/password-checklist';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAction } from '../../lib/use-action';
import { useForm } from '../../lib/use-form';
import { AuthLayout } from '../auth-layout';

export const RESET_REDIRECT_MS = 3000;

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const form = useForm({ password: '', confirmPassword: '' });
  const { busy, run } = useAction();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (!token) return <Navigate to="/login" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token || !form.validate(resetPasswordForm)) return;
    await run(async () => {
      await resetPassword({ token, password: form.values.password });
      setDone(true);
    }, 'Terjadi kesalahan. Silakan coba lagi.');
  }

  if (done) {
    return (
      <AuthLayout title="Password Berhasil Direset!">
        <div className="flex flex-col items-center gap-3 text-center">
          <CircleCheck aria-hidden="true" className="size-12 text-brand-700" />
          <p className="text-sm text-neutral-700">
            Silakan login dengan password baru Anda. Anda akan diarahkan ke halaman login dalam 3 detik.
          </p>
          <Button asChild>
            <Link to="/login">Login Sekarang</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Reset Password" description="Buat password baru untuk akun Anda.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field label="Password Baru" error={form.errors.password}>
          <PasswordInput autoComplete="new-password" autoFocus {...form.bind('password')} />
        </Field>
        <Field label="Konfirmasi Password Baru" error={form.errors.confirmPassword}>
          <PasswordInput autoComplete="new-password" {...form.bind('confirmPassword')} />
        </Field>
        <PasswordChecklist password={form.values.password} confirmation={form.values.confirmPassword} />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Memproses...' : 'Reset Password'}
        </Button>
      </form>
    </AuthLayout>
  );
}

import { login, useSession, type VerificationInfo } from '@wuz/api';
import { loginRequest } from '@wuz/api/contract';
import { Button, Field, Input, PasswordInput, toast } from '@wuz/ui';
import { VerificationPanel } from '@wuz/ui/verification-panel';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAction } from '../../lib/use-action';
import { useForm } from '../../lib/use-form';
import { AuthLayout, LegalLinks } from '../auth-layout';

export default function LoginPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const form = useForm({ username: '', password: '' });
  const { busy, run } = useAction();
  const [verification, setVerification] = useState<VerificationInfo | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate(loginRequest)) return;
    await run(async () => {
      const result = await login({ username: form.values.username.trim(), password: form.values.password });
      if (result.status === 'unverified') {
        setVerification(result.verification);
        return;
      }
      signIn(result.session.token, result.session.user);
      toast.success('Login berhasil!');
      navigate('/dashboard', { replace: true });
    }, 'Login gagal');
  }

  if (verification) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <VerificationPanel
          {...verification}
          footer={
            <Button variant="link" onClick={() => setVerification(null)}>
              Kembali ke Login
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <AuthLayout
      title="Masuk ke Akun Anda"
      footer={
        <>
          Belum punya akun?{' '}
          <Link className="font-medium text-brand-700 underline" to="/register">
            Daftar di sini
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field label="Username atau Email" error={form.errors.username}>
          <Input autoComplete="username" autoFocus {...form.bind('username')} />
        </Field>
        <Field label="Password" error={form.errors.password}>
          <PasswordInput autoComplete="current-password" {...form.bind('password')} />
        </Field>
        <div className="flex justify-end">
          <Link className="text-sm font-medium text-brand-700 underline" to="/forgot-password">
            Lupa Password?
          </Link>
        </div>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Memproses...' : 'Masuk'}
        </Button>
      </form>
      <LegalLinks />
    </AuthLayout>
  );
}

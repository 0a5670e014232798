import { useProfile, useProfileActions } from '@wuz/api';
import { changePasswordForm, updateProfileRequest } from '@wuz/api/contract';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  EmptyState,
  Field,
  formatMonthYear,
  PasswordInput,
  Spinner,
  StatCard,
  toast,
} from '@wuz/ui';
import { CircleAlert, CreditCard, Smartphone } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect } from 'react';
import { serverFieldErrors } from '../../lib/errors';
import { useAction } from '../../lib/use-action';
import { useErrorToast } from '../../lib/use-error-toast';
import { useForm } from '../../lib/use-form';
import { AccountFields } from '../account-fields';
import { PageContainer, PageHeader } from '../page-header';

export default function ProfilePage() {
  const profile = useProfile();
  useErrorToast(profile.error, 'Gagal memuat data profil');
  const data = profile.data;

  return (
    <PageContainer>
      <PageHeader title="Profil" description="Kelola informasi akun dan password Anda." />
      {profile.isLoading && !data ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Memuat profil" />
        </div>
      ) : !data ? (
        <EmptyState
          icon={<CircleAlert />}
          title="Gagal memuat data profil"
          description="Periksa koneksi Anda, lalu coba lagi."
          action={
            <Button variant="outline" onClick={() => void profile.mutate()}>
              Coba Lagi
            </Button>
          }
        />
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="flex flex-col gap-6">
            <Card>
              <CardContent className="flex flex-col items-center gap-3 text-center">
                <span
                  aria-hidden="true"
                  className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
                >
                  {data.user.fullname.trim().charAt(0).toUpperCase()}
                </span>
                <div>
                  <h2 className="text-lg font-semibold">{data.user.fullname}</h2>
                  <p className="text-sm text-neutral-600">@{data.user.username}</p>
                </div>
                <dl className="grid w-full grid-cols-1 gap-2 text-left text-sm">
                  <SummaryItem label="Email" value={data.user.email} />
                  <SummaryItem label="WhatsApp" value={data.user.whatsapp_number} />
                  <SummaryItem label="Member sejak" value={formatMonthYear(data.user.created_at)} />
                </dl>
              </CardContent>
            </Card>
            <section aria-label="Statistik akun" className="grid grid-cols-1 gap-4">
              <StatCard label="Jumlah Device" value={data.stats.device_count} icon={<Smartphone />} />
              <StatCard
                label="Pembayaran Lunas"
                value={data.stats.paid_payments}
                icon={<CreditCard />}
                tone="paid"
              />
            </section>
          </div>
          <div className="flex flex-col gap-6 lg:col-span-2">
            <ProfileForm user={data.user} />
            <PasswordForm />
          </div>
        </div>
      )}
    </PageContainer>
  );
}

function SummaryItem({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 border-t border-neutral-200 pt-2">
      <dt className="text-neutral-600">{label}</dt>
      <dd className="truncate font-medium text-neutral-900">{value}</dd>
    </div>
  );
}

function FormCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

type ProfileFields = { fullname: string; whatsapp_number: string; username: string; email: string };

function ProfileForm({ user }: { user: ProfileFields }) {
  const { updateProfile } = useProfileActions();
  const form = useForm<ProfileFields>({
    fullname: user.fullname,
    whatsapp_number: user.whatsapp_number,
    username: user.username,
    email: user.email,
  });
  const { busy, run } = useAction();
  const { setValues } = form;
  useEffect(() => {
    setValues({
      fullname: user.fullname,
      whatsapp_number: user.whatsapp_number,
      username: user.username,
      email: user.email,
    });
  }, [user.fullname, user.whatsapp_number, user.username, user.email, setValues]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate(updateProfileRequest)) return;
    await run(
      async () => {
        const { values } = form;
        await updateProfile({ ...values, fullname: values.fullname.trim(), email: values.email.trim() });
        toast.success('Profil berhasil diperbarui');
      },
      'Gagal memperbarui profil',
      (error) => form.setErrors(serverFieldErrors(error)),
    );
  }

  return (
    <FormCard title="Informasi Profil" id="profile-form">
      <form
        aria-labelledby="profile-form"
        noValidate
        onSubmit={submit}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        <AccountFields form={form} />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>
            {busy ? 'Menyimpan...' : 'Simpan Perubahan'}
          </Button>
        </div>
      </form>
    </FormCard>
  );
}

const emptyPasswords = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordForm() {
  const { changePassword } = useProfileActions();
  const form = useForm(emptyPasswords);
  const { busy, run } = useAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate(changePasswordForm)) return;
    await run(
      async () => {
        await changePassword({
          currentPassword: form.values.currentPassword,
          newPassword: form.values.newPassword,
        });
        form.setValues(emptyPasswords);
        toast.success('Password berhasil diperbarui');
      },
      'Gagal memperbarui password',
      (error) => form.setErrors(serverFieldErrors(error)),
    );
  }

  return (
    <FormCard title="Ubah Password" id="password-form">
      <form aria-labelledby="password-form" noValidate onSubmit={submit} className="grid grid-cols-1 gap-4">
        <Field label="Password Saat Ini" error={form.errors.currentPassword}>
          <PasswordInput autoComplete="current-password" {...form.bind('currentPassword')} />
        </Field>
        <Field label="Password Baru" error={form.errors.newPassword}>
          <PasswordInput autoComplete="new-password" {...form.bind('newPassword')} />
        </Field>
        <Field label="Konfirmasi Password Baru" error={form.errors.confirmPassword}>
          <PasswordInput autoComplete="new-password" {...form.bind('confirmPassword')} />
        </Field>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? 'Menyimpan...' : 'Ubah Password'}
          </Button>
        </div>
      </form>
    </FormCard>
  );
}

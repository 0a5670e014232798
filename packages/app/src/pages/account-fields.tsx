import { normalizeWhatsappNumber } from '@wuz/api/contract';
import { Field, Input } from '@wuz/ui';

type AccountField = 'fullname' | 'whatsapp_number' | 'username' | 'email';

/** The part of `useForm`'s result these fields use. */
interface AccountForm {
  values: Record<AccountField, string>;
  errors: Partial<Record<string, string>>;
  setField: (name: AccountField, value: string) => void;
  bind: (name: AccountField) => {
    name: string;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
  };
}

/** Full name, WhatsApp number (normalised as typed), username and e-mail: the register and profile forms. */
export function AccountFields({ form, autoFocus = false }: { form: AccountForm; autoFocus?: boolean }) {
  return (
    <>
      <Field label="Nama Lengkap" error={form.errors.fullname}>
        <Input autoComplete="name" autoFocus={autoFocus} {...form.bind('fullname')} />
      </Field>
      <Field
        label="Nomor WhatsApp"
        hint="Dengan kode negara, contoh 6281234567890"
        error={form.errors.whatsapp_number}
      >
        <Input
          inputMode="numeric"
          autoComplete="tel"
          placeholder="6281234567890"
          name="whatsapp_number"
          value={form.values.whatsapp_number}
          onChange={(event) => form.setField('whatsapp_number', normalizeWhatsappNumber(event.target.value))}
        />
      </Field>
      <Field label="Username" error={form.errors.username}>
        <Input autoComplete="username" {...form.bind('username')} />
      </Field>
      <Field label="Email" error={form.errors.email}>
        <Input type="email" autoComplete="email" {...form.bind('email')} />
      </Field>
    </>
  );
}

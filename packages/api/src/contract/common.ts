import { z } from 'zod';

/** A required text field: missing, empty or blank gives `message` first (fieldErrors keeps the first). */
export function requiredText(message: string, options: { trim?: boolean } = {}) {
  const base = z.string({ error: message });
  return (options.trim === false ? base : base.trim()).min(1, message);
}

/** The largest row id the databases hold (PostgreSQL's `integer`). */
export const maxRowId = 2_147_483_647;

/** A row id in a path, e.g. `/api/payments/{id}`: anything but a positive 32-bit integer gives `message`. */
export function rowIdParam(message: string) {
  return z.coerce.number({ error: message }).int(message).positive(message).max(maxRowId, message);
}

/** Every error answer: an Indonesian message, plus the first message per field for a validation error. */
export const errorResponse = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export type FieldErrors = Record<string, string>;

/** Turns zod issues into `{field: message}`, keeping the first message of each field. */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!(field in fields)) fields[field] = issue.message;
  }
  return fields;
}

/** Validates form values against a contract schema: `{}` when valid, else the first message per field. */
export function fieldErrors(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  return result.success ? {} : issuesToFieldErrors(result.error.issues);
}

/** The generic validation message of the `error` field. */
export const validationErrorMessage = 'Data yang dikirim tidak valid';

/**
 * A form with a password confirmation (not sent): required, and equal to `passwordField` — checked even
 * while other fields are wrong.
 */
export function withConfirmation<Shape extends z.ZodRawShape>(
  form: z.ZodObject<Shape>,
  passwordField: keyof Shape,
) {
  return form
    .extend({ confirmPassword: requiredText('Konfirmasi password wajib diisi', { trim: false }) })
    .refine(
      (values) => {
        const record = values as Record<string, unknown>;
        return record.confirmPassword === record[passwordField as string];
      },
      {
        path: ['confirmPassword'],
        message: 'Password tidak cocok',
        when: (payload) => {
          const values = payload.value as Record<string, unknown> | undefined;
          return typeof values?.confirmPassword === 'string' && values.confirmPassword !== '';
        },
      },
    );
}

/** Indonesian fallback for the rules that carry no message of their own (the spec's rules all do). */
function indonesianFallback(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Wajib diisi' : 'Tipe data tidak valid';
    case 'too_big':
      return 'Nilai terlalu panjang atau terlalu besar';
    case 'too_small':
      return 'Nilai terlalu pendek atau terlalu kecil';
    case 'invalid_value':
      return 'Pilihan tidak valid';
    case 'invalid_format':
      return 'Format tidak valid';
    case 'unrecognized_keys':
      return 'Ada isian yang tidak dikenal';
    default:
      return 'Nilai tidak valid';
  }
}
z.config({ customError: indonesianFallback });

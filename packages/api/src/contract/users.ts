import { z } from 'zod';
import { requiredText, withConfirmation } from './common';

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const user = z.object({
  id: z.number().int(),
  fullname: z.string(),
  username: z.string(),
  email: z.string(),
  whatsapp_number: z.string(),
  role: roleSchema,
  created_at: z.string(),
});
export type User = z.infer<typeof user>;

/** Field rules shared by registration and the profile form (spec section 5). */
export const fullnameField = requiredText('Nama lengkap wajib diisi')
  .min(2, 'Nama lengkap minimal 2 karakter')
  .max(100, 'Nama lengkap maksimal 100 karakter');
export const whatsappNumberField = requiredText('Nomor WhatsApp wajib diisi').regex(
  /^[1-9]\d{7,14}$/,
  'Nomor WhatsApp harus berisi 8-15 digit dengan kode negara',
);
export const usernameField = requiredText('Username wajib diisi')
  .min(3, 'Username minimal 3 karakter')
  .max(50, 'Username maksimal 50 karakter')
  .regex(/^[A-Za-z0-9_]+$/, 'Username hanya boleh mengandung huruf, angka, dan underscore');
export const emailField = requiredText('Email wajib diisi')
  .max(254, 'Format email tidak valid')
  .regex(z.regexes.email, 'Format email tidak valid');
/** A new password: not trimmed, at least 6 characters. */
export function newPasswordField(required: string, tooShort: string) {
  return requiredText(required, { trim: false }).min(6, tooShort).max(200, 'Password maksimal 200 karakter');
}

export const profileStats = z.object({ device_count: z.number().int(), paid_payments: z.number().int() });
export const profileResponse = z.object({ user, stats: profileStats });
export type ProfileResponse = z.infer<typeof profileResponse>;

/** PUT /api/users/profile with the profile fields. */
export const updateProfileRequest = z.object({
  fullname: fullnameField,
  whatsapp_number: whatsappNumberField,
  username: usernameField,
  email: emailField,
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;
export const updateProfileResponse = z.object({ user });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponse>;

/** PUT /api/users/profile with the password fields. */
export const changePasswordRequest = z.object({
  currentPassword: requiredText('Password saat ini wajib diisi', { trim: false }),
  newPassword: newPasswordField('Password baru wajib diisi', 'Password baru minimal 6 karakter'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** The change-password form, with its confirmation (not sent). */
export const changePasswordForm = withConfirmation(changePasswordRequest, 'newPassword');
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** Either body of PUT /api/users/profile. */
export const profileUpdateRequest = z.union([changePasswordRequest, updateProfileRequest]);
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

/** The schema a PUT /api/users/profile body is checked against: the password change when it names a password. */
export function profileUpdateSchemaFor(body: unknown) {
  const isPasswordChange =
    typeof body === 'object' && body !== null && ('currentPassword' in body || 'newPassword' in body);
  return isPasswordChange ? changePasswordRequest : updateProfileRequest;
}

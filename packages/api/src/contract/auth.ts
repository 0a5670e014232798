import { z } from 'zod';
import { requiredText, withConfirmation } from './common';
import {
  emailField,
  fullnameField,
  newPasswordField,
  user,
  usernameField,
  whatsappNumberField,
} from './users';

export const loginRequest = z.object({
  username: requiredText('Username wajib diisi').max(254, 'Username atau email tidak valid'),
  password: requiredText('Password wajib diisi', { trim: false }).max(200, 'Password maksimal 200 karakter'),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({ token: z.string(), user });
export type LoginResponse = z.infer<typeof loginResponse>;

/** The verification message's keyword when an answer carries none. */
export const defaultVerifyKeyword = 'Register Wuz';

/** 403 answer of a login to an account not yet verified over WhatsApp. */
export const verificationRequiredResponse = z.object({
  error: z.string(),
  verification_code: z.string(),
  whatsapp_number: z.string(),
  admin_whatsapp: z.string(),
  keyword: z.string().default(defaultVerifyKeyword),
});
export type VerificationRequiredResponse = z.infer<typeof verificationRequiredResponse>;

const registerFields = {
  fullname: fullnameField,
  whatsapp_number: whatsappNumberField,
  username: usernameField,
  email: emailField,
  password: newPasswordField('Password wajib diisi', 'Password minimal 6 karakter'),
};

export const registerRequest = z.object(registerFields);
export type RegisterRequest = z.infer<typeof registerRequest>;

/** The registration form, with its confirmation (not sent). */
export const registerForm = withConfirmation(registerRequest, 'password');
export type RegisterForm = z.infer<typeof registerForm>;

/** What the verification screen shows: send `{keyword}:{verification_code}` to admin_whatsapp. */
export const verificationData = z.object({
  user: user.pick({ id: true, fullname: true, username: true, email: true, whatsapp_number: true }),
  verification_code: z.string(),
  admin_whatsapp: z.string(),
  keyword: z.string().default(defaultVerifyKeyword),
});
export type VerificationData = z.infer<typeof verificationData>;

export const registerResponse = z.object({ success: z.literal(true), data: verificationData });
export type RegisterResponse = z.infer<typeof registerResponse>;

export const forgotPasswordRequest = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const resetPasswordRequest = z.object({
  token: requiredText('Token reset tidak valid').max(200, 'Token reset tidak valid'),
  password: newPasswordField('Password wajib diisi', 'Password minimal 6 karakter'),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** The reset-password form (the token comes from the link). */
export const resetPasswordForm = withConfirmation(resetPasswordRequest.pick({ password: true }), 'password');
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

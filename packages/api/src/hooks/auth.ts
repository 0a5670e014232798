import { ApiError, NETWORK_ERROR, request } from '../client';
import {
  type ForgotPasswordRequest,
  type LoginRequest,
  type LoginResponse,
  loginResponse,
  messageResponse,
  type RegisterRequest,
  type ResetPasswordRequest,
  registerResponse,
  type VerificationRequiredResponse,
  verificationRequiredResponse,
} from '../contract';

/** What the verification screen needs, from a refused login or a registration. */
export type VerificationInfo = Omit<VerificationRequiredResponse, 'error'>;

export type LoginResult =
  | { status: 'ok'; session: LoginResponse }
  | { status: 'unverified'; verification: VerificationInfo };

const FORGOT_RESET_FALLBACK = 'Terjadi kesalahan. Silakan coba lagi.';

/** Logs in by username or e-mail; an unverified account gives its verification data instead. */
export async function login(body: LoginRequest): Promise<LoginResult> {
  try {
    const session = await request('/api/auth/login', {
      method: 'POST',
      body,
      fallback: 'Login gagal',
      schema: loginResponse,
    });
    return { status: 'ok', session };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      const refused = verificationRequiredResponse.safeParse(error.body);
      if (refused.success) {
        const { error: _message, ...verification } = refused.data;
        return { status: 'unverified', verification };
      }
    }
    throw error;
  }
}

/** Creates an account; its answer feeds the verification screen. */
export async function register(body: RegisterRequest): Promise<VerificationInfo> {
  const { data } = await request('/api/auth/register', {
    method: 'POST',
    body,
    fallback: 'Registrasi gagal',
    schema: registerResponse,
  });
  return {
    whatsapp_number: data.user.whatsapp_number,
    verification_code: data.verification_code,
    admin_whatsapp: data.admin_whatsapp,
    keyword: data.keyword,
  };
}

/** Sends the reset e-mail (no bearer header). */
export async function forgotPassword(body: ForgotPasswordRequest): Promise<string> {
  const { message } = await request('/api/auth/forgot-password', {
    method: 'POST',
    body,
    auth: false,
    fallback: FORGOT_RESET_FALLBACK,
    networkFallback: NETWORK_ERROR,
    schema: messageResponse,
  });
  return message;
}

/** Sets a new password with the token from the e-mail's link (no bearer header). */
export async function resetPassword(body: ResetPasswordRequest): Promise<string> {
  const { message } = await request('/api/auth/reset-password', {
    method: 'POST',
    body,
    auth: false,
    fallback: FORGOT_RESET_FALLBACK,
    networkFallback: NETWORK_ERROR,
    schema: messageResponse,
  });
  return message;
}

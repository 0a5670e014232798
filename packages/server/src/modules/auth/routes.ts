import {
  errorResponse,
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  messageResponse,
  registerRequest,
  registerResponse,
  resetPasswordRequest,
  verificationRequiredResponse,
} from '@wuz/api/contract';
import { currentAuth, requireUser } from '../../http/auth';
import { limitPerIpAndAccount } from '../../http/rate-limit';
import { type Routes, typed } from '../../http/types';
import { forgotPasswordMessage } from './service';

const tags = ['Autentikasi'];

export const authRoutes: Routes = async (instance) => {
  const app = typed(instance);
  const { auth, users } = app.ctx.services;

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Masuk dengan username atau email',
        body: loginRequest,
        response: {
          200: loginResponse,
          400: errorResponse,
          403: verificationRequiredResponse,
          429: errorResponse,
        },
      },
      preHandler: limitPerIpAndAccount(instance, 'login', 'username', async (typed) => {
        const user = await users.findByLogin(typed);
        return user ? `user:${user.id}` : typed;
      }),
    },
    async (request) => auth.login(request.body.username, request.body.password),
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        summary: 'Daftar akun baru (lalu verifikasi lewat WhatsApp)',
        body: registerRequest,
        response: { 201: registerResponse, 400: errorResponse, 409: errorResponse, 429: errorResponse },
      },
      preHandler: limitPerIpAndAccount(instance, 'register', 'email'),
    },
    async (request, reply) => reply.code(201).send(await auth.register(request.body)),
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags,
        summary: 'Keluar (mencabut token sesi)',
        response: { 200: messageResponse, 401: errorResponse },
      },
      onRequest: requireUser,
    },
    async (request) => {
      await auth.logout(currentAuth(request).tokenHash);
      return { message: 'Logout berhasil' };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Kirim tautan reset password ke email',
        body: forgotPasswordRequest,
        response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
      },
      preHandler: limitPerIpAndAccount(instance, 'forgot', 'email'),
    },
    async (request) => {
      // Answered at once and the same way for every address, so nobody learns which e-mails are registered.
      auth
        .forgotPassword(request.body.email)
        .catch((error) => request.log.error(error, 'Email reset gagal dikirim'));
      return { message: forgotPasswordMessage };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Atur password baru dengan token dari email',
        body: resetPasswordRequest,
        response: { 200: messageResponse, 400: errorResponse },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return { message: 'Password berhasil diatur ulang. Silakan login dengan password baru.' };
    },
  );
};

import {
  changePasswordRequest,
  errorResponse,
  messageResponse,
  profileResponse,
  profileUpdateRequest,
  profileUpdateSchemaFor,
  updateProfileResponse,
} from '@wuz/api/contract';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { currentAuth, requireUser } from '../../http/auth';
import { type Routes, typed } from '../../http/types';
import { toUser } from './service';

const tags = ['Profil'];

export const usersRoutes: Routes = async (instance) => {
  const app = typed(instance);
  const { users, auth } = app.ctx.services;

  app.get(
    '/api/users/profile',
    {
      schema: {
        tags,
        summary: 'Profil dan statistik akun',
        response: { 200: profileResponse, 401: errorResponse },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const { user } = currentAuth(request);
      return { user: toUser(user), stats: await users.stats(user.id) };
    },
  );

  app.put(
    '/api/users/profile',
    {
      schema: {
        tags,
        summary: 'Ubah profil, atau ganti password dengan {currentPassword, newPassword}',
        body: profileUpdateRequest,
        response: {
          200: updateProfileResponse.or(messageResponse),
          400: errorResponse,
          401: errorResponse,
          409: errorResponse,
        },
      },
      onRequest: requireUser,
      // The body is checked against the form it is: the password change or the profile fields.
      validatorCompiler: ({ schema, ...route }) =>
        route.httpPart === 'body'
          ? (data) => validatorCompiler({ ...route, schema: profileUpdateSchemaFor(data) })(data)
          : validatorCompiler({ ...route, schema: schema as never }),
    },
    async (request) => {
      const { user, tokenHash } = currentAuth(request);
      const body = request.body;
      if ('currentPassword' in body) {
        const change = changePasswordRequest.parse(body);
        await auth.changePassword(user, tokenHash, change.currentPassword, change.newPassword);
        return { message: 'Password berhasil diperbarui' };
      }
      return { user: toUser(await users.updateProfile(user.id, body)) };
    },
  );
};

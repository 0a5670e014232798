import {
  adminUserIdParams,
  adminUserResponse,
  adminUsersQuery,
  adminUsersResponse,
  errorResponse,
  updateRoleRequest,
} from '@wuz/api/contract';
import { requireAdmin } from '../../http/auth';
import { type Routes, typed } from '../../http/types';

const tags = ['Admin'];
const adminErrors = { 401: errorResponse, 403: errorResponse } as const;

export const adminRoutes: Routes = async (instance) => {
  const app = typed(instance);
  const { users } = app.ctx.services;

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'Daftar akun (cari, filter terverifikasi dan role)',
        querystring: adminUsersQuery,
        response: { 200: adminUsersResponse, 400: errorResponse, ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => ({ users: await users.list(request.query) }),
  );

  app.post(
    '/api/admin/users/:id/verify',
    {
      schema: {
        tags,
        summary: 'Verifikasi akun secara manual',
        params: adminUserIdParams,
        response: { 200: adminUserResponse, 400: errorResponse, 404: errorResponse, ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => ({ user: await users.toAdminUser(await users.verify(request.params.id)) }),
  );

  app.put(
    '/api/admin/users/:id/role',
    {
      schema: {
        tags,
        summary: 'Ubah role akun (admin terakhir tidak dapat diturunkan)',
        params: adminUserIdParams,
        body: updateRoleRequest,
        response: {
          200: adminUserResponse,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          ...adminErrors,
        },
      },
      onRequest: requireAdmin,
    },
    async (request) => ({
      user: await users.toAdminUser(await users.setRole(request.params.id, request.body.role)),
    }),
  );
};

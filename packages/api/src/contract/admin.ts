import { z } from 'zod';
import { rowIdParam } from './common';
import { roleSchema, user } from './users';

export const adminUser = user.extend({ verified: z.boolean(), device_count: z.number().int() });
export type AdminUser = z.infer<typeof adminUser>;

/** GET /api/admin/users filters: free text over name, username, e-mail and number; verified 'true' | 'false'. */
export const adminUsersQuery = z.object({
  search: z.string().max(200).optional(),
  verified: z.enum(['true', 'false', '']).optional(),
  role: z.enum(['user', 'admin', '']).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const adminUsersResponse = z.object({ users: z.array(adminUser) });
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

export const adminUserIdParams = z.object({
  id: rowIdParam('ID pengguna tidak valid'),
});

export const updateRoleRequest = z.object({
  role: z.enum(roleSchema.options, { error: 'Role harus user atau admin' }),
});
export type UpdateRoleRequest = z.infer<typeof updateRoleRequest>;

export const adminUserResponse = z.object({ user: adminUser });
export type AdminUserResponse = z.infer<typeof adminUserResponse>;

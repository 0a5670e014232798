import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../modules/users/service';
import { HttpError } from './errors';

export interface RequestAuth {
  user: UserRow;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

const unauthorized = () => new HttpError(401, 'Sesi tidak valid atau telah berakhir. Silakan login kembali.');

/** onRequest hook: a live bearer session is required (401 otherwise). */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  const header = request.headers.authorization;
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token || token.length > 200) throw unauthorized();
  const auth = await request.server.ctx.services.auth.authenticate(token);
  if (!auth) throw unauthorized();
  request.auth = auth;
}

/** onRequest hooks: a live session of an admin (403 for everyone else). */
export const requireAdmin = [
  requireUser,
  async (request: FastifyRequest) => {
    if (request.auth?.user.role !== 'admin')
      throw new HttpError(403, 'Akses ditolak. Hanya admin yang dapat mengakses halaman ini.');
  },
];

/** The signed-in account of a route guarded by requireUser. */
export function currentAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

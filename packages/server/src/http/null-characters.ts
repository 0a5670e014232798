import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * Refuses text holding U+0000 anywhere in the body, path or query: PostgreSQL cannot store it, so both
 * databases answer 400 alike instead of one of them failing.
 */
export function refuseNullCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (holdsNull(request.params) || holdsNull(request.query) || holdsNull(request.body)) {
      throw new HttpError(400, 'Data mengandung karakter yang tidak diizinkan');
    }
  });
}

function holdsNull(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNull);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNull(item));
  }
  return false;
}

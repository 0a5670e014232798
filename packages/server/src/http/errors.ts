import { issuesToFieldErrors } from '@wuz/api/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** An answer with an Indonesian `error` message (plus optional extra fields such as `fields`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);

/** A 409 naming the field that is already taken. */
export const conflict = (field: string, message: string) =>
  new HttpError(409, message, { fields: { [field]: message } });

/** A 400 validation answer shaped like the schema-validation one. */
export function validationError(issues: readonly z.core.$ZodIssue[]): HttpError {
  const fields = issuesToFieldErrors(issues);
  return new HttpError(400, Object.values(fields)[0] ?? 'Data yang dikirim tidak valid', { fields });
}

const statusMessages: Record<number, string> = {
  400: 'Permintaan tidak valid',
  401: 'Sesi tidak valid atau telah berakhir. Silakan login kembali.',
  403: 'Akses ditolak',
  404: 'Alamat API tidak ditemukan',
  405: 'Metode tidak diizinkan',
  406: 'Format jawaban tidak didukung',
  413: 'Ukuran data terlalu besar',
  415: 'Tipe konten tidak didukung. Kirim data sebagai JSON.',
  429: 'Terlalu banyak percobaan. Silakan coba lagi nanti.',
};

/** Every error answers JSON `{error}` in Indonesian; bad input is a 4xx, never a 500. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ error: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        if (!(field in fields)) fields[field] = issue.message ?? statusMessages[400]!;
      }
      if ('_' in fields) return reply.code(400).send({ error: 'Data harus berupa objek JSON' });
      return reply.code(400).send({ error: Object.values(fields)[0] ?? statusMessages[400], fields });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: statusMessages[status] ?? statusMessages[400] });
    }
    request.log.error(error);
    return reply.code(500).send({ error: 'Terjadi kesalahan pada server. Silakan coba lagi.' });
  });
}

import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { EngineError } from './engine';

/** wuzapi's success envelope. */
export function ok(reply: FastifyReply, data: unknown, code = 200) {
  return reply.code(code).send({ code, data, success: true });
}

/** wuzapi's error envelope. */
export function fail(reply: FastifyReply, code: number, error: string) {
  return reply.code(code).send({ code, error, success: false });
}

const clientErrors: Record<number, string> = {
  400: 'Permintaan tidak valid',
  404: 'Alamat tidak ditemukan',
  413: 'Isi permintaan terlalu besar',
  415: 'Content-Type tidak didukung; kirim application/json',
  429: 'Terlalu banyak permintaan, coba lagi nanti',
};

/** Answers every error of a gateway context in the wuzapi envelope, bad input as 4xx, never as 500. */
export function useEnvelopeErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const message = first?.message ?? clientErrors[400];
      return fail(
        reply,
        400,
        field && !message.includes(field) ? `${field}: ${message}` : (message as string),
      );
    }
    if (error instanceof EngineError) return fail(reply, error.status, error.message);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Isi permintaan bukan JSON yang valid'
          : (clientErrors[status] ?? clientErrors[400]);
      return fail(reply, status, message as string);
    }
    request.log.error({ err: error }, 'kesalahan gateway');
    return fail(reply, 500, 'Terjadi kesalahan pada server, coba lagi nanti');
  });
}

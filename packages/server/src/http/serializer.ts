import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastJson, { type AnySchema } from 'fast-json-stringify';
import type { FastifyReply } from 'fastify';
import fresh from 'fresh';
import { z } from 'zod';

type Serializer = (data: unknown) => string;

const compiled = new WeakMap<z.ZodType, Serializer>();

/**
 * Writes an answer with a serializer compiled from its contract schema: only declared fields are written, and a
 * missing required field is an error. A schema that JSON Schema cannot describe is checked with zod instead.
 */
export function responseSerializer(schema: z.ZodType): Serializer {
  let serializer = compiled.get(schema);
  if (!serializer) {
    serializer = compile(schema);
    compiled.set(schema, serializer);
  }
  return serializer;
}

function compile(schema: z.ZodType): Serializer {
  try {
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
    return fastJson(jsonSchema as AnySchema) as Serializer;
  } catch {
    return (data) => JSON.stringify(schema.parse(data));
  }
}

/** An answer written ahead of sending, with the same serializer the route's schema gets. */
export const jsonBody = (schema: z.ZodType, data: unknown): Buffer =>
  Buffer.from(responseSerializer(schema)(data));

type Encoding = 'br' | 'gzip';
const compressed = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();
/** Smaller answers are not worth compressing (the compression plugin's threshold). */
const compressFrom = 1024;

/** br or gzip when the client accepts it (q above 0); anything else is left to the compression plugin. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (typeof header !== 'string') return undefined;
  let gzip = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((item) => item.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip') gzip = true;
  }
  return gzip ? 'gzip' : undefined;
}

function compressedBody(body: Buffer, encoding: Encoding): Buffer {
  let variants = compressed.get(body);
  if (!variants) {
    variants = {};
    compressed.set(body, variants);
  }
  variants[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(body);
  return variants[encoding];
}

/** A weak validator per answer (the same for every encoding of it), computed once per remembered answer. */
const etags = new WeakMap<Buffer, string>();
function etagOf(body: Buffer): string {
  let etag = etags.get(body);
  if (!etag) {
    etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    etags.set(body, etag);
  }
  return etag;
}

/**
 * Sends an answer made by jsonBody (its route schema describes it; it is not serialized again). A remembered
 * answer is compressed once per encoding, not on every request. The answer carries an ETag, and a browser
 * asking again with it gets an empty 304 while the list has not changed.
 */
export function sendJson(reply: FastifyReply, body: Buffer) {
  reply.type('application/json; charset=utf-8');
  const request = reply.request;
  const etag = etagOf(body);
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (fresh(request.headers, { etag })) return reply.code(304).send();
  const encoding =
    body.length >= compressFrom && request.headers['x-no-compression'] === undefined
      ? acceptedEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) return reply.send(body as never);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  reply.header('content-encoding', encoding);
  return reply.send(compressedBody(body, encoding) as never);
}

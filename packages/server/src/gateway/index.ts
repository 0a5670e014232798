import type { FastifyInstance } from 'fastify';

/** Mounts the WhatsApp gateway (wuzapi-compatible API, webhooks, verification). */
export async function registerGateway(_app: FastifyInstance) {}

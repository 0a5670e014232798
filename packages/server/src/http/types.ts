import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** A route module: registers its routes on the zod-typed instance. */
export type Routes = (app: FastifyInstance) => Promise<void>;

export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * preHandler hook limiting a route per IP and per account (the account named in the body by `accountField`);
 * over the limit answers 429.
 */
export function limitPerIpAndAccount(app: FastifyInstance, name: string, accountField: string) {
  const { RATE_LIMIT_MAX, RATE_LIMIT_ACCOUNT_MAX, RATE_LIMIT_WINDOW_MINUTES } = app.ctx.config;
  const timeWindow = RATE_LIMIT_WINDOW_MINUTES * 60 * 1000;
  const perIp = app.createRateLimit({
    max: RATE_LIMIT_MAX,
    timeWindow,
    keyGenerator: (request) => `${name}:ip:${request.ip}`,
  });
  const accountOf = (request: FastifyRequest) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[accountField];
    return typeof value === 'string' ? value.trim().toLowerCase() : '';
  };
  const perAccount = app.createRateLimit({
    max: RATE_LIMIT_ACCOUNT_MAX,
    timeWindow,
    keyGenerator: (request) => `${name}:account:${accountOf(request)}`,
  });
  return async (request: FastifyRequest) => {
    const limits = [await perIp(request)];
    if (accountOf(request)) limits.push(await perAccount(request));
    const exceeded = limits.find((limit) => !limit.isAllowed && limit.isExceeded);
    if (exceeded && !exceeded.isAllowed) {
      const minutes = Math.max(1, Math.ceil(exceeded.ttlInSeconds / 60));
      throw new HttpError(429, `Terlalu banyak percobaan. Silakan coba lagi dalam ${minutes} menit.`);
    }
  };
}

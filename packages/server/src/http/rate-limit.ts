import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * preHandler hook limiting a route per IP and per account (the account named in the body by `accountField`);
 * over the limit answers 429. `accountOf` turns what was typed into the account it names (login takes a
 * username or an e-mail; both count against one account).
 */
export function limitPerIpAndAccount(
  app: FastifyInstance,
  name: string,
  accountField: string,
  accountOf: (typed: string) => Promise<string> = async (typed) => typed,
) {
  const { RATE_LIMIT_MAX, RATE_LIMIT_ACCOUNT_MAX, RATE_LIMIT_WINDOW_MINUTES } = app.ctx.config;
  const timeWindow = RATE_LIMIT_WINDOW_MINUTES * 60 * 1000;
  const perIp = app.createRateLimit({
    max: RATE_LIMIT_MAX,
    timeWindow,
    keyGenerator: (request) => `${name}:ip:${request.ip}`,
  });
  const typedAccount = (request: FastifyRequest) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[accountField];
    return typeof value === 'string' ? value.trim().toLowerCase() : '';
  };
  const accounts = new WeakMap<FastifyRequest, string>();
  const perAccount = app.createRateLimit({
    max: RATE_LIMIT_ACCOUNT_MAX,
    timeWindow,
    keyGenerator: (request) => `${name}:account:${accounts.get(request)}`,
  });
  return async (request: FastifyRequest) => {
    const limits = [await perIp(request)];
    const typed = typedAccount(request);
    if (typed) {
      accounts.set(request, await accountOf(typed));
      limits.push(await perAccount(request));
    }
    const exceeded = limits.find((limit) => !limit.isAllowed && limit.isExceeded);
    if (exceeded && !exceeded.isAllowed) {
      const minutes = Math.max(1, Math.ceil(exceeded.ttlInSeconds / 60));
      throw new HttpError(429, `Terlalu banyak percobaan. Silakan coba lagi dalam ${minutes} menit.`);
    }
  };
}

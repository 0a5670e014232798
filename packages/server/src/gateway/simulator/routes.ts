import { simulatorMessageRequest, simulatorMessagesQuery, simulatorScanRequest } from '@wuz/api/contract';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { phoneOf } from '../engine';
import { fail, ok, useEnvelopeErrors } from '../envelope';
import type { Gateway } from '../gateway';
import type { SimulatorEngine } from './engine';

/** Control routes that let tests and demos act as the phones (mounted only with WA_ENGINE=simulator). */
export async function registerSimulatorControl(
  parent: FastifyInstance,
  gateway: Gateway,
  engine: SimulatorEngine,
) {
  await parent.register(
    async (scope) => {
      scope.setValidatorCompiler(validatorCompiler);
      scope.setSerializerCompiler(serializerCompiler);
      useEnvelopeErrors(scope);
      const routes = scope.withTypeProvider<ZodTypeProvider>();

      routes.post('/scan', { schema: { hide: true, body: simulatorScanRequest } }, async (request, reply) => {
        const device = await gateway.devices.byApiKey(request.body.api_key);
        if (!device) return fail(reply, 404, 'Device tidak ditemukan');
        await engine.scan(device.id, phoneOf(request.body.phone));
        return ok(reply, { Details: 'Linked', Phone: phoneOf(request.body.phone) });
      });

      routes.post(
        '/messages',
        { schema: { hide: true, body: simulatorMessageRequest } },
        async (request, reply) => {
          const { from, to, text } = request.body;
          if (!engine.receive(from, to, text))
            return fail(reply, 404, 'Tidak ada device yang terhubung ke nomor tujuan');
          return ok(reply, { Details: 'Sent' });
        },
      );

      routes.get(
        '/messages',
        { schema: { hide: true, querystring: simulatorMessagesQuery } },
        async (request, reply) => ok(reply, { Messages: engine.inbox(request.query.phone) }),
      );
    },
    { prefix: '/api/wuzapi/simulator' },
  );
}

import {
  createDeviceRequest,
  deviceIdParams,
  deviceResponse,
  devicesResponse,
  errorResponse,
  messageResponse,
} from '@wuz/api/contract';
import { currentAuth, requireUser } from '../../http/auth';
import { sendJson } from '../../http/serializer';
import { type Routes, typed } from '../../http/types';

const tags = ['Device'];

export const devicesRoutes: Routes = async (instance) => {
  const app = typed(instance);
  const { devices } = app.ctx.services;

  app.get(
    '/api/devices',
    {
      schema: {
        tags,
        summary: 'Device milik akun, terbaru dulu',
        response: { 200: devicesResponse, 401: errorResponse },
      },
      onRequest: requireUser,
    },
    async (request, reply) => sendJson(reply, await devices.listBody(currentAuth(request).user)),
  );

  app.post(
    '/api/devices',
    {
      schema: {
        tags,
        summary: 'Tambah device',
        body: createDeviceRequest,
        response: { 201: deviceResponse, 400: errorResponse, 401: errorResponse },
      },
      onRequest: requireUser,
    },
    async (request, reply) =>
      reply.code(201).send({ device: await devices.create(currentAuth(request).user, request.body.name) }),
  );

  app.delete(
    '/api/devices/:id',
    {
      schema: {
        tags,
        summary: 'Hapus device (riwayat pembayarannya tetap ada)',
        params: deviceIdParams,
        response: { 200: messageResponse, 401: errorResponse, 404: errorResponse },
      },
      onRequest: requireUser,
    },
    async (request) => {
      await devices.remove(currentAuth(request).user.id, request.params.id);
      return { message: 'Device berhasil dihapus' };
    },
  );
};

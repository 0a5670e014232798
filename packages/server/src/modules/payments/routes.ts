import {
  bankInfoResponse,
  createPaymentRequest,
  createPaymentResponse,
  errorResponse,
  paymentIdParams,
  paymentResponse,
  paymentsResponse,
  productsResponse,
  updatePaymentStatusRequest,
} from '@wuz/api/contract';
import { currentAuth, requireAdmin, requireUser } from '../../http/auth';
import { sendJson } from '../../http/serializer';
import { type Routes, typed } from '../../http/types';

const tags = ['Pembayaran'];

export const paymentsRoutes: Routes = async (instance) => {
  const app = typed(instance);
  const { payments } = app.ctx.services;

  app.get(
    '/api/payments/products',
    // Public: the price list is also shown to guests.
    { schema: { tags, summary: 'Daftar paket (publik)', security: [], response: { 200: productsResponse } } },
    async () => ({ products: await payments.products() }),
  );

  app.get(
    '/api/payments/bank-info',
    {
      schema: {
        tags,
        summary: 'Rekening tujuan transfer',
        response: { 200: bankInfoResponse, 401: errorResponse },
      },
      onRequest: requireUser,
    },
    async () => ({ data: payments.bankInfo() }),
  );

  app.get(
    '/api/payments',
    {
      schema: {
        tags,
        summary: 'Pembayaran milik akun (admin: semua, dengan data pemilik), terbaru dulu',
        response: { 200: paymentsResponse, 401: errorResponse },
      },
      onRequest: requireUser,
    },
    async (request, reply) => sendJson(reply, await payments.listBody(currentAuth(request).user)),
  );

  app.post(
    '/api/payments/create',
    {
      schema: {
        tags,
        summary: 'Buat pembayaran paket untuk device (nominal unik)',
        body: createPaymentRequest,
        response: { 201: createPaymentResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
      onRequest: requireUser,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await payments.create(currentAuth(request).user, request.body.device_id, request.body.product_id),
        ),
  );

  app.put(
    '/api/payments/:id/status',
    {
      schema: {
        tags,
        summary: 'Ubah status pembayaran (admin); masa aktif device dihitung ulang',
        params: paymentIdParams,
        body: updatePaymentStatusRequest,
        response: {
          200: paymentResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
      onRequest: requireAdmin,
    },
    async (request) => ({ payment: await payments.updateStatus(request.params.id, request.body.status) }),
  );
};

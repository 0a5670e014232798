import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { request } from '../client';
import {
  type BankInfo,
  bankInfoResponse,
  type CreatePaymentRequest,
  createPaymentResponse,
  type Payment,
  type PaymentStatus,
  type Product,
  paymentResponse,
  paymentsResponse,
  productsResponse,
} from '../contract';
import { keys } from './keys';
import { useSession } from './session';

/** The user's payments (every payment, with the admin fields, for an admin); null is an empty list. */
export function usePayments() {
  const { token } = useSession();
  return useSWR<Payment[]>(token ? keys.payments : null, async () => {
    const answer = await request<{ payments?: unknown }>(keys.payments, {
      fallback: 'Gagal memuat data pembayaran',
    });
    return paymentsResponse.parse({ payments: answer?.payments ?? [] }).payments;
  });
}

export function useProducts() {
  const { token } = useSession();
  return useSWR<Product[]>(token ? keys.products : null, async () => {
    const { products } = await request(keys.products, {
      fallback: 'Gagal memuat data',
      schema: productsResponse,
    });
    return products;
  });
}

export function useBankInfo() {
  const { token } = useSession();
  return useSWR<BankInfo>(token ? keys.bankInfo : null, async () => {
    const { data } = await request(keys.bankInfo, {
      fallback: 'Gagal memuat data',
      schema: bankInfoResponse,
    });
    return data;
  });
}

export function usePaymentActions() {
  const { mutate } = useSWRConfig();

  /** Starts a payment; it appears at the top of the history. */
  const createPayment = useCallback(
    async (body: CreatePaymentRequest) => {
      const answer = await request('/api/payments/create', {
        method: 'POST',
        body,
        fallback: 'Gagal membuat pembayaran',
        schema: createPaymentResponse,
      });
      await mutate<Payment[]>(keys.payments, (current = []) => [answer.payment, ...current], {
        revalidate: false,
      });
      return answer;
    },
    [mutate],
  );

  /** Sets a payment's status; its row takes the answer (with paid_at). */
  const updatePaymentStatus = useCallback(
    async (id: number, status: PaymentStatus) => {
      const { payment } = await request(`/api/payments/${id}/status`, {
        method: 'PUT',
        body: { status },
        fallback: 'Gagal mengupdate status pembayaran',
        schema: paymentResponse,
      });
      await mutate<Payment[]>(
        keys.payments,
        (current = []) => current.map((row) => (row.id === id ? { ...row, ...payment } : row)),
        { revalidate: false },
      );
      void mutate(keys.devices);
      return payment;
    },
    [mutate],
  );

  return { createPayment, updatePaymentStatus };
}

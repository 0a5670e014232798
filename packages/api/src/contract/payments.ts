import { z } from 'zod';
import { maxRowId, requiredText, rowIdParam } from './common';

export const paymentStatus = z.enum(['pending', 'paid', 'failed']);
export type PaymentStatus = z.infer<typeof paymentStatus>;

export const product = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  duration_in_days: z.number().int(),
  description: z.string(),
  features: z.array(z.string()),
  popular: z.boolean(),
});
export type Product = z.infer<typeof product>;

export const productsResponse = z.object({ products: z.array(product) });
export type ProductsResponse = z.infer<typeof productsResponse>;

export const contactInfo = z.object({ whatsapp: z.string(), email: z.string() });
export type ContactInfo = z.infer<typeof contactInfo>;

export const bankInfo = z.object({
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  contact: contactInfo,
});
export type BankInfo = z.infer<typeof bankInfo>;
export const bankInfoResponse = z.object({ data: bankInfo });
export type BankInfoResponse = z.infer<typeof bankInfoResponse>;

export const payment = z.object({
  id: z.number().int(),
  /** What to transfer: original_price + price_adjustment, unique among the last 2 days. */
  amount: z.number().int(),
  original_price: z.number().int(),
  price_adjustment: z.number().int(),
  /** Any status this version does not know reads as pending. */
  status: paymentStatus.catch('pending'),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  payment_deadline: z.string(),
  payment_code: z.string(),
  /** Null once the device is deleted; device_name keeps its name. */
  device_id: z.string().nullable(),
  device: z.object({ id: z.string(), name: z.string(), api_key: z.string() }).nullable(),
  product: z.object({ id: z.number().int(), name: z.string(), duration_in_days: z.number().int() }),
  device_name: z.string(),
  device_api_key: z.string().nullable(),
  product_name: z.string(),
  /** Admin list only. */
  user_fullname: z.string().optional(),
  user_email: z.string().optional(),
});
export type Payment = z.infer<typeof payment>;

export const paymentsResponse = z.object({ payments: z.array(payment) });
export type PaymentsResponse = z.infer<typeof paymentsResponse>;

export const createPaymentRequest = z.object({
  device_id: requiredText('Pilih device terlebih dahulu'),
  product_id: z
    .number({ error: 'Pilih paket terlebih dahulu' })
    .int('Paket tidak valid')
    .positive('Paket tidak valid')
    .max(maxRowId, 'Paket tidak valid'),
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequest>;

export const paymentInstructions = z.object({
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  amount: z.number().int(),
  original_price: z.number().int(),
  price_adjustment: z.number().int(),
  payment_code: z.string(),
  instructions: z.array(z.string()),
  deadline: z.string(),
  contact: contactInfo,
});
export type PaymentInstructions = z.infer<typeof paymentInstructions>;

export const createPaymentResponse = z.object({ payment, instructions: paymentInstructions });
export type CreatePaymentResponse = z.infer<typeof createPaymentResponse>;

export const updatePaymentStatusRequest = z.object({
  status: z.enum(paymentStatus.options, { error: 'Status harus pending, paid, atau failed' }),
});
export type UpdatePaymentStatusRequest = z.infer<typeof updatePaymentStatusRequest>;

export const paymentResponse = z.object({ payment });
export type PaymentResponse = z.infer<typeof paymentResponse>;

export const paymentIdParams = z.object({
  id: rowIdParam('ID pembayaran tidak valid'),
});

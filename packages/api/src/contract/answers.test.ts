import { describe, expect, it } from 'vitest';
import { verificationRequiredResponse } from './auth';
import { paymentsResponse } from './payments';

const payment = {
  id: 7,
  amount: 15321,
  original_price: 15000,
  price_adjustment: 321,
  created_at: '2026-11-20T09:15:00.000Z',
  paid_at: null,
  payment_deadline: '2026-11-21T09:15:00.000Z',
  payment_code: 'PAY000007',
  device_id: null,
  device: null,
  product: { id: 2, name: 'Monthly Plan', duration_in_days: 30 },
  device_name: 'HP Kantor',
  device_api_key: null,
  product_name: 'Monthly Plan',
};

describe('answers the app reads', () => {
  it('reads a payment status it does not know as pending, and keeps the known ones', () => {
    const { payments } = paymentsResponse.parse({
      payments: [
        { ...payment, status: 'refunded' },
        { ...payment, id: 8, status: 'paid' },
      ],
    });
    expect(payments.map((item) => item.status)).toEqual(['pending', 'paid']);
  });

  it("uses the keyword 'Register Wuz' when a verification answer carries none", () => {
    const refused = verificationRequiredResponse.parse({
      error: 'Akun belum diverifikasi',
      verification_code: 'ABC123',
      whatsapp_number: '6281234567890',
      admin_whatsapp: '6281200000000',
    });
    expect(refused.keyword).toBe('Register Wuz');
  });
});

// Sample answers of the API for page stories.
import type { BankInfo, Device, Payment, PaymentInstructions, Product, User } from '@wuz/api/contract';

const day = 24 * 60 * 60 * 1000;
const now = Date.now();
const iso = (offsetDays: number) => new Date(now + offsetDays * day).toISOString();

export const storyUser: User = {
  id: 7,
  fullname: 'Budi Santoso',
  username: 'budi',
  email: 'budi@contoh.id',
  whatsapp_number: '6281234567890',
  role: 'user',
  created_at: '2025-03-14T08:00:00.000Z',
};

export const storyAdmin: User = {
  ...storyUser,
  id: 1,
  fullname: 'Admin Wuz',
  username: 'admin',
  role: 'admin',
};

export function storyDevice(index: number, overrides: Partial<Device> = {}): Device {
  return {
    id: `${index.toString(16).padStart(8, '0')}-4b1c-4d2e-9f3a-00000000000${index % 10}`,
    name: `Device ${index}`,
    api_key: `wuz_${index}_a9f3c2e1b7d64f0e8c5a2b1d9e7f6a3c`,
    created_at: iso(-index),
    expired_at: null,
    connected: false,
    phone: null,
    plan_exempt: false,
    ...overrides,
  };
}

export const storyDevices: Device[] = [
  storyDevice(1, { name: 'CS Toko Utama', expired_at: iso(25), connected: true, phone: '6281234500001' }),
  storyDevice(2, { name: 'Gudang Jakarta', expired_at: iso(5) }),
  storyDevice(3, { name: 'Notifikasi Pesanan', expired_at: iso(-3) }),
  storyDevice(4, { name: 'Perangkat Baru' }),
];

export const storyProducts: Product[] = [
  ['2-Week Plan', 11000, 14],
  ['Monthly Plan', 15000, 30],
  ['Quarterly Plan', 45000, 90],
  ['Semi-annually Plan', 90000, 180],
  ['Annually Plan', 180000, 365],
].map(([name, price, days], index) => ({
  id: index + 1,
  name: name as string,
  price: price as number,
  duration_in_days: days as number,
  description: `Paket ${days} hari untuk 1 device WhatsApp`,
  features: ['Semua fitur API WhatsApp', 'Notifikasi webhook', 'Pesan multimedia', 'Performa tinggi'],
  popular: name === 'Monthly Plan',
}));

export const storyBankInfo: BankInfo = {
  bank_name: 'Bank Central Asia (BCA)',
  account_number: '1234567890',
  account_name: 'Wuz Indonesia',
  contact: { whatsapp: '6281100000002', email: 'support@wuz.local' },
};

export function storyPayment(id: number, overrides: Partial<Payment> = {}): Payment {
  const device = storyDevices[id % storyDevices.length]!;
  const product = storyProducts[id % storyProducts.length]!;
  return {
    id,
    amount: product.price + ((id * 37) % 999),
    original_price: product.price,
    price_adjustment: (id * 37) % 999,
    status: 'pending',
    created_at: iso(-id),
    paid_at: null,
    payment_deadline: iso(-id + 1),
    payment_code: `PAY${String(id).padStart(6, '0')}`,
    device_id: device.id,
    device: { id: device.id, name: device.name, api_key: device.api_key },
    product: { id: product.id, name: product.name, duration_in_days: product.duration_in_days },
    device_name: device.name,
    device_api_key: device.api_key,
    product_name: product.name,
    ...overrides,
  };
}

export const storyPayments: Payment[] = [
  storyPayment(12),
  storyPayment(11, { status: 'paid', paid_at: iso(-10) }),
  storyPayment(10, { status: 'failed' }),
  storyPayment(9, { status: 'paid', paid_at: iso(-20) }),
  storyPayment(8, { status: 'paid', paid_at: iso(-30) }),
  storyPayment(7, { status: 'failed' }),
];

export const storyAdminPayments: Payment[] = Array.from({ length: 23 }, (_, index) =>
  storyPayment(100 - index, {
    status: (['pending', 'paid', 'failed'] as const)[index % 3],
    paid_at: index % 3 === 1 ? iso(-index) : null,
    user_fullname: index % 5 === 0 ? undefined : `Pelanggan ${index + 1}`,
    user_email: index % 5 === 0 ? undefined : `pelanggan${index + 1}@contoh.id`,
  }),
);

export function storyInstructions(payment: Payment): PaymentInstructions {
  return {
    ...storyBankInfo,
    amount: payment.amount,
    original_price: payment.original_price,
    price_adjustment: payment.price_adjustment,
    payment_code: payment.payment_code,
    instructions: [
      'Transfer tepat sesuai nominal, termasuk 3 digit terakhir.',
      'Simpan bukti transfer Anda.',
      'Pembayaran dikonfirmasi admin paling lambat 1x24 jam.',
    ],
    deadline: payment.payment_deadline,
  };
}

/** SWR cache keys: the path each list is read from. */
export const keys = {
  profile: '/api/users/profile',
  devices: '/api/devices',
  payments: '/api/payments',
  products: '/api/payments/products',
  bankInfo: '/api/payments/bank-info',
  deviceWebhook: (id: string) => `/api/devices/${encodeURIComponent(id)}/webhook`,
} as const;

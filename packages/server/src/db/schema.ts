import type { Generated } from 'kysely';

/** Timestamps are ISO 8601 UTC strings in both SQLite and PostgreSQL. */
export interface UsersTable {
  id: Generated<number>;
  fullname: string;
  username: string;
  email: string;
  whatsapp_number: string;
  password_hash: string;
  role: string;
  verified: number;
  verification_code: string;
  created_at: string;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  created_at: string;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  price: number;
  duration_in_days: number;
  description: string;
  /** JSON array of strings. */
  features: string;
  popular: number;
}

export interface DevicesTable {
  id: string;
  user_id: number;
  name: string;
  api_key: string;
  created_at: string;
  /** End of the free trial, counted before any paid plan. */
  trial_until: string | null;
  expired_at: string | null;
}

export interface PaymentsTable {
  id: Generated<number>;
  user_id: number;
  device_id: string | null;
  device_name: string;
  product_id: number;
  amount: number;
  original_price: number;
  price_adjustment: number;
  status: string;
  created_at: string;
  paid_at: string | null;
  payment_deadline: string;
}

export interface PaymentAmountsTable {
  amount: number;
  reserved_until: string;
}

/** WhatsApp gateway tables (see migration 1000_gateway). */
export interface WaSessionsTable {
  device_id: string;
  jid: string | null;
  phone: string | null;
  logged_in: number;
  updated_at: string;
}

export interface WaAuthKeysTable {
  device_id: string;
  category: string;
  key_id: string;
  value: string;
}

export interface WaWebhooksTable {
  device_id: string;
  url: Generated<string>;
  events: Generated<string>;
  hmac_key: string | null;
}

export interface WaWebhookQueueTable {
  id: Generated<number>;
  device_id: string;
  url: string;
  body: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  outbox: OutboxTable;
  products: ProductsTable;
  devices: DevicesTable;
  payments: PaymentsTable;
  payment_amounts: PaymentAmountsTable;
  wa_sessions: WaSessionsTable;
  wa_auth_keys: WaAuthKeysTable;
  wa_webhooks: WaWebhooksTable;
  wa_webhook_queue: WaWebhookQueueTable;
}

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

export interface Database {
  users: UsersTable;
}

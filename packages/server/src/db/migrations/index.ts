import type { Migration } from 'kysely';
import * as m0001 from './0001_users';
import * as m0002 from './0002_sessions_and_mail';
import * as m0003 from './0003_devices_and_payments';
import * as m0004 from './0004_list_indexes';
import * as m1000 from './1000_gateway';
import * as m1001 from './1001_webhook_backlog';

export const migrations: Record<string, Migration> = {
  '0001_users': m0001,
  '0002_sessions_and_mail': m0002,
  '0003_devices_and_payments': m0003,
  '0004_list_indexes': m0004,
  '1000_gateway': m1000,
  '1001_webhook_backlog': m1001,
};

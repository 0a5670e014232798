import { z } from 'zod';
import { requiredText } from './common';

export const device = z.object({
  id: z.string(),
  name: z.string(),
  /** The device's gateway token (`Token` header). */
  api_key: z.string(),
  created_at: z.string(),
  /** End of the active plan; null when the device never had one. */
  expired_at: z.string().nullable(),
  connected: z.boolean(),
  /** The linked WhatsApp number, null when not linked. */
  phone: z.string().nullable(),
});
export type Device = z.infer<typeof device>;

export const devicesResponse = z.object({ devices: z.array(device) });
export type DevicesResponse = z.infer<typeof devicesResponse>;

export const createDeviceRequest = z.object({
  name: requiredText('Nama device wajib diisi').max(100, 'Nama device maksimal 100 karakter'),
});
export type CreateDeviceRequest = z.infer<typeof createDeviceRequest>;

export const deviceResponse = z.object({ device });
export type DeviceResponse = z.infer<typeof deviceResponse>;

export const deviceIdParams = z.object({ id: z.string() });

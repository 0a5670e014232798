import { type APIRequestContext, expect } from '@playwright/test';
import type { CreatePaymentResponse, Device, DeviceResponse } from '@wuz/api/contract';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Adds a device to the token's account through the API. */
export async function addDevice(request: APIRequestContext, token: string, name: string): Promise<Device> {
  const response = await request.post('/api/devices', { headers: bearer(token), data: { name } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as DeviceResponse).device;
}

/** Orders the monthly plan for a device; the payment stays pending. */
export async function orderMonthlyPlan(request: APIRequestContext, token: string, device: Device) {
  const response = await request.post('/api/payments/create', {
    headers: bearer(token),
    data: { device_id: device.id, product_id: 2 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as CreatePaymentResponse).payment;
}

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { request } from '../client';
import {
  type Device,
  type DeviceWebhook,
  deviceResponse,
  devicesResponse,
  deviceWebhookResponse,
  messageResponse,
  type UpdateDeviceWebhookRequest,
  webhookTestResponse,
} from '../contract';
import { keys } from './keys';
import { useSession } from './session';

export function useDevices() {
  const { token } = useSession();
  return useSWR<Device[]>(token ? keys.devices : null, async () => {
    const { devices } = await request(keys.devices, {
      fallback: 'Gagal memuat data devices',
      schema: devicesResponse,
    });
    return devices;
  });
}

/** A device's webhook and HMAC key, read when its detail is open (`id` null reads nothing). */
export function useDeviceWebhook(id: string | null) {
  const { token } = useSession();
  return useSWR<DeviceWebhook>(token && id ? keys.deviceWebhook(id) : null, async (path: string) => {
    const { webhook } = await request(path, {
      fallback: 'Gagal memuat webhook device',
      schema: deviceWebhookResponse,
    });
    return webhook;
  });
}

export function useDeviceActions() {
  const { mutate } = useSWRConfig();

  /** Adds a device; it appears at the top of the list. */
  const createDevice = useCallback(
    async (name: string) => {
      const { device } = await request(keys.devices, {
        method: 'POST',
        body: { name },
        fallback: 'Gagal menambahkan device',
        schema: deviceResponse,
      });
      await mutate<Device[]>(keys.devices, (current = []) => [device, ...current], { revalidate: false });
      void mutate(keys.profile);
      return device;
    },
    [mutate],
  );

  /** Deletes a device and removes it from the list. */
  const deleteDevice = useCallback(
    async (id: string) => {
      await request(`${keys.devices}/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        fallback: 'Gagal menghapus device',
        schema: messageResponse,
      });
      await mutate<Device[]>(keys.devices, (current = []) => current.filter((device) => device.id !== id), {
        revalidate: false,
      });
      void mutate(keys.profile);
      void mutate(keys.payments);
    },
    [mutate],
  );

  /** Calls a webhook route that answers the device's webhook, and shows that answer in the open detail. */
  const changeWebhook = useCallback(
    async (
      id: string,
      path: string,
      options: { method: 'POST' | 'PUT'; body?: unknown; fallback: string },
    ) => {
      const { webhook } = await request(path, { ...options, schema: deviceWebhookResponse });
      await mutate(keys.deviceWebhook(id), webhook, { revalidate: false });
      return webhook;
    },
    [mutate],
  );

  /** Replaces the device's HMAC key; the old one stops signing at once. */
  const rotateHmacKey = useCallback(
    (id: string) =>
      changeWebhook(id, `${keys.deviceWebhook(id)}/hmac-key`, {
        method: 'POST',
        fallback: 'Gagal membuat ulang kunci HMAC',
      }),
    [changeWebhook],
  );

  /** Saves the webhook URL and events (an empty URL turns it off); the detail shows the saved values. */
  const updateDeviceWebhook = useCallback(
    (id: string, body: UpdateDeviceWebhookRequest) =>
      changeWebhook(id, keys.deviceWebhook(id), { method: 'PUT', body, fallback: 'Gagal menyimpan webhook' }),
    [changeWebhook],
  );

  /** Sends a signed test event to the device's webhook now; answers what the receiver said. */
  const sendTestWebhook = useCallback(async (id: string) => {
    const { result } = await request(`${keys.deviceWebhook(id)}/test`, {
      method: 'POST',
      fallback: 'Gagal mengirim tes webhook',
      schema: webhookTestResponse,
    });
    return result;
  }, []);

  return { createDevice, deleteDevice, rotateHmacKey, updateDeviceWebhook, sendTestWebhook };
}

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { request } from '../client';
import { type Device, deviceResponse, devicesResponse, messageResponse } from '../contract';
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

  return { createDevice, deleteDevice };
}

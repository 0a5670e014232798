import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { request } from '../client';
import {
  type ChangePasswordRequest,
  messageResponse,
  type ProfileResponse,
  profileResponse,
  type UpdateProfileRequest,
  updateProfileResponse,
} from '../contract';
import { updateSessionUser } from '../session';
import { keys } from './keys';
import { useSession } from './session';

export function useProfile() {
  const { token } = useSession();
  return useSWR<ProfileResponse>(token ? keys.profile : null, () =>
    request(keys.profile, { fallback: 'Gagal memuat data profil', schema: profileResponse }),
  );
}

export function useProfileActions() {
  const { mutate } = useSWRConfig();

  /** Saves the profile fields; the saved session user follows. */
  const updateProfile = useCallback(
    async (body: UpdateProfileRequest) => {
      const { user } = await request(keys.profile, {
        method: 'PUT',
        body,
        fallback: 'Gagal memperbarui profil',
        schema: updateProfileResponse,
      });
      updateSessionUser(user);
      await mutate<ProfileResponse>(keys.profile, (current) => (current ? { ...current, user } : current), {
        revalidate: false,
      });
      return user;
    },
    [mutate],
  );

  const changePassword = useCallback(async (body: ChangePasswordRequest) => {
    const { message } = await request(keys.profile, {
      method: 'PUT',
      body,
      fallback: 'Gagal memperbarui password',
      schema: messageResponse,
    });
    return message;
  }, []);

  return { updateProfile, changePassword };
}

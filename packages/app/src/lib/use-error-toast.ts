import { toast } from '@wuz/ui';
import { useEffect } from 'react';

/** Shows `message` as an error toast once when a list fails to load. */
export function useErrorToast(error: unknown, message: string) {
  const failed = Boolean(error);
  useEffect(() => {
    if (failed) toast.error(message, { id: message });
  }, [failed, message]);
}

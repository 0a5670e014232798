import { toast } from '@wuz/ui';
import { useCallback, useState } from 'react';
import { errorText } from './errors';

/**
 * Runs a user's action: `busy` while it runs, and a failure shown as an error toast with the server's text,
 * else `fallback`; `onError` sees the failure first (e.g. to put field messages under the inputs).
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: () => Promise<void>, fallback: string, onError?: (error: unknown) => void) => {
      setBusy(true);
      try {
        await action();
      } catch (error) {
        onError?.(error);
        toast.error(errorText(error, fallback));
      } finally {
        setBusy(false);
      }
    },
    [],
  );
  return { busy, run };
}

import { SessionProvider } from '@wuz/api';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false };

/** Data cache and session for the whole app (and for page stories). */
export function AppProviders({ children, cache }: { children: ReactNode; cache?: Map<string, unknown> }) {
  return (
    <SWRConfig value={cache ? { ...swrOptions, provider: () => cache as never } : swrOptions}>
      <SessionProvider>{children}</SessionProvider>
    </SWRConfig>
  );
}

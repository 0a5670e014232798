import type { Decorator } from '@storybook/react-vite';
import { clearSession, saveSession } from '@wuz/api';
import type { User } from '@wuz/api/contract';
import { Toaster } from '@wuz/ui';
import { delay, HttpResponse, http, type JsonBodyType } from 'msw';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../providers';

/**
 * Renders a page story inside a router at `url` (matched by `path`) with a fresh data cache and the
 * session of `parameters.user` (none: a guest). `parameters.url` overrides the address per story.
 */
export function withPage({ url, path }: { url: string; path?: string }): Decorator {
  return (Story, { parameters }) => {
    const user = parameters.user as User | undefined;
    const address = (parameters.url as string | undefined) ?? url;
    const [cache] = useState(() => {
      if (user) saveSession('story-token', user);
      else clearSession();
      return new Map<string, unknown>();
    });
    return (
      <AppProviders cache={cache}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path={path ?? url.split('?')[0]} element={<Story />} />
            <Route path="*" element={<p>Halaman lain</p>} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </AppProviders>
    );
  };
}

/** GET handler answering `body`. */
export const getJson = (path: string, body: JsonBodyType) => http.get(path, () => HttpResponse.json(body));

/** GET handler that never answers within the story (loading state). */
export const getPending = (path: string) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** GET handler failing like a broken server. */
export const getFailing = (path: string) =>
  http.get(path, () => HttpResponse.json({ error: 'Terjadi kesalahan pada server' }, { status: 500 }));

/** Story globals: a 320 px wide phone, the narrowest the dashboard supports. */
export const onPhone = { viewport: { value: 'mobile1', isRotated: false } };

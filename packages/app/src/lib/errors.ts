import { ApiError } from '@wuz/api';

/** The text to show for a failed call: the server's error (already resolved by the client), else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** Field messages a validation answer carries (`fields`), for showing under the inputs. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return {};
  const fields = (error.body as { fields?: unknown }).fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
}

const dayMs = 24 * 60 * 60 * 1000;

/** Timestamps are stored and sent as ISO 8601 UTC strings. */
export const nowIso = () => new Date().toISOString();

export const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * dayMs).toISOString();

export const addMs = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

export const laterOf = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

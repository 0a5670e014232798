import { createHash, randomBytes } from 'node:crypto';

/** An opaque 256-bit token, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256 hash. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

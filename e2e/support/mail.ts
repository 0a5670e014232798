import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

export const mailDir = 'test-results/e2e-mail';

interface Mail {
  to: string[];
  raw: string;
}

/** Undoes quoted-printable soft breaks and escapes so links can be read from the raw message. */
function decode(raw: string) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function mailsTo(address: string): Mail[] {
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(mailDir, file), 'utf8')) as Mail)
    .filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
}

/** Waits for the newest e-mail to `address` and returns the reset-password link it carries. */
export async function resetLinkFor(address: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = mailsTo(address).at(-1);
        const match =
          mail && decode(mail.raw).match(/https?:\/\/[^\s"'<>]+\/reset-password\?token=[A-Za-z0-9_%-]+/);
        link = match?.[0] ?? '';
        return link;
      },
      { timeout: 15_000, message: `an e-mail with a reset link to ${address}` },
    )
    .not.toBe('');
  return link;
}

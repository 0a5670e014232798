import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

/** Path of a Chromium to drive: CHROMIUM_PATH, /usr/bin/chromium, or one on the PATH. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const name of candidates) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim();
    } catch {}
  }
  return undefined;
}

/** Finds Chromium, installing Debian's package when running as root with apt; else explains what to install. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium tidak ditemukan; memasang paket Debian "chromium"...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'Chromium is needed for the browser tests. Install it (Debian: `apt-get install chromium`) or set CHROMIUM_PATH.',
  );
}

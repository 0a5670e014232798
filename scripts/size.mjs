// Prints each route's initial JavaScript (gzipped) from the Vite manifest and fails above the budget.
// Usage: npm run size [-- --build]   (builds first when the app is not built yet, or with --build)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const dist = 'packages/app/dist';
const manifestFile = path.join(dist, '.vite/manifest.json');
const budgets = { '/': 80, default: 200 }; // KB gzipped

if (process.argv.includes('--build') || !existsSync(manifestFile)) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@wuz/app'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

// Route path → page module, read from the one route table.
const routesSource = readFileSync('packages/app/src/routes.tsx', 'utf8');
const modules = Object.fromEntries(
  [...routesSource.matchAll(/const (\w+) = lazy\(\(\) => import\('\.\/(.+?)'\)\)/g)].map(([, name, file]) => [
    name,
    `src/${file}.tsx`,
  ]),
);
const routes = [...routesSource.matchAll(/path: '([^']+)', element: <(\w+)/g)]
  .filter(([, , name]) => modules[name])
  .map(([, route, name]) => ({ route, module: modules[name] }));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// main.tsx loads the light guest landing for `/`, and the app (router, data) for every other route.
const guestLanding = 'src/guest-landing.tsx';
const app = 'src/app.tsx';
const gzipped = new Map();
const sizeOf = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
  return gzipped.get(file);
};

/** The chunk of `key` and every chunk it imports statically. */
function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

let failed = false;
const rows = routes.map(({ route, module }) => {
  if (!manifest[module]) throw new Error(`${module} tidak ada di manifest (rute ${route})`);
  const files =
    route === '/'
      ? collect(guestLanding, collect(entryKey))
      : collect(module, collect(app, collect(entryKey)));
  const kb =
    [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + sizeOf(file), 0) / 1024;
  const budget = budgets[route] ?? budgets.default;
  const over = kb > budget;
  failed ||= over;
  return { route, kb, budget, over, files };
});

for (const { route, kb, budget, over, files } of rows) {
  console.log(
    `${over ? '✗' : '✓'} ${route.padEnd(18)} ${kb.toFixed(1).padStart(7)} KB gzip  (batas ${budget} KB)`,
  );
  if (!process.argv.includes('--verbose')) continue;
  for (const file of files) {
    if (file.endsWith('.js')) console.log(`    ${(sizeOf(file) / 1024).toFixed(1).padStart(6)} KB  ${file}`);
  }
}
if (failed) {
  console.error('Ukuran JavaScript awal melebihi batas.');
  process.exit(1);
}

// Runs every check: type-check, lint, unit + server + story tests (Vitest), end-to-end (Playwright).
// Usage: npm test [-- --only unit,server,storybook,e2e,typecheck,lint]
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';
import { countReport, formatTotals } from './test-summary.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? new Set(process.argv[onlyArg + 1].split(',')) : undefined;
const wants = (step) => !only || only.has(step);

const reportDir = 'test-results/reports';
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
if (wants('storybook') || wants('e2e')) env.CHROMIUM_PATH = ensureChromium();

const totals = { passed: 0, failed: 0, skipped: 0 };
// Steps that are not test runners (type-check, lint, build) count as one check each.
const checks = { numPassedTests: 0, numFailedTests: 0 };
const failedSteps = [];

function run(step, command, args) {
  console.log(`\n▶ ${step}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) failedSteps.push(step);
  return result.status === 0;
}

function check(step, command, args) {
  if (!wants(step)) return;
  const ok = run(step, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  checks[ok ? 'numPassedTests' : 'numFailedTests'] += 1;
}

function tests(step, command, args, reportFile) {
  if (!wants(step)) return;
  run(step, command, args);
  const counts = countReport(reportFile);
  if (counts.missing) totals.failed += 1;
  for (const key of ['passed', 'failed', 'skipped']) totals[key] += counts[key] ?? 0;
}

const bin = (name) => `node_modules/.bin/${name}`;
check('typecheck', bin('tsc'), ['-b']);
check('lint', bin('biome'), ['check', '.']);
for (const project of ['unit', 'server', 'storybook']) {
  const report = `${reportDir}/${project}.json`;
  tests(
    project,
    bin('vitest'),
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    report,
  );
}
if (wants('e2e')) {
  if (run('build', 'npm', ['run', 'build', '-w', '@wuz/app'])) {
    const report = `${reportDir}/e2e.json`;
    env.PLAYWRIGHT_JSON_OUTPUT_NAME = report;
    tests('e2e', bin('playwright'), ['test', '--reporter=list,json'], report);
  } else {
    totals.failed += 1;
    checks.numFailedTests += 1;
  }
}
writeFileSync(`${reportDir}/checks.json`, JSON.stringify(checks));

if (failedSteps.length) console.log(`\nGagal: ${failedSteps.join(', ')}`);
console.log(formatTotals(totals));
process.exit(failedSteps.length ? 1 : 0);

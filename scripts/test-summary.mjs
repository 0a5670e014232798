// Sums the JSON reports of every test runner into one closing line: "N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';

export function countReport(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0, missing: true };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    const { expected, unexpected, flaky, skipped } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped };
  }
  // Vitest (Jest-compatible JSON); a file that failed to load counts as a failure
  const failedSuites = (report.testResults ?? []).filter(
    (suite) => suite.status === 'failed' && (suite.assertionResults ?? []).length === 0,
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + failedSuites,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

export function formatTotals(totals) {
  return `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const arg of process.argv.slice(2)) {
    if (arg.endsWith('.json')) {
      const counts = countReport(arg);
      if (counts.missing) totals.failed += 1;
      for (const key of ['passed', 'failed', 'skipped']) totals[key] += counts[key];
    } else {
      // "name=pass" / "name=fail" for checks that are not test runners (type-check, lint)
      const [, result] = arg.split('=');
      totals[result === 'pass' ? 'passed' : 'failed'] += 1;
    }
  }
  console.log(formatTotals(totals));
}

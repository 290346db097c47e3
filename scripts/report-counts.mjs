// Reads the passed, failed and skipped counts from the JSON reports of Vitest and Playwright.
// Both reports count only tests: a failure outside a test (a hook, an import, the web server)
// would read "0 failed", so each such failure counts once here.
import { existsSync, readFileSync } from 'node:fs';

/** Counts of a Vitest JSON report; a test file that failed with no failed test counts as one failure. */
export function vitestCounts(report) {
  let failed = 0;
  for (const file of report.testResults) {
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed').length;
    failed += file.status === 'failed' ? Math.max(failedTests, 1) : failedTests;
  }
  // Unhandled errors fail the run without failing a file.
  if (!report.success) failed = Math.max(failed, 1);
  return {
    passed: report.numPassedTests,
    failed,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Counts of a Playwright JSON report; every error outside the tests counts as one failure. */
export function playwrightCounts(report) {
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (report.errors?.length ?? 0),
    skipped: report.stats.skipped,
  };
}

/** The counts of a report file; a missing report counts as one failure. */
export function countsOf(file, count) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  return count(JSON.parse(readFileSync(file, 'utf8')));
}

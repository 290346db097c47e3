// Lighthouse (mobile, default simulated throttling) on pages of a built demo site served by the
// real server: home, /login, /signup and a visitor's /members, each as a first visit.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from '@dating/server';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The pages measured, and whether the performance and accessibility targets apply to them. */
export const PAGES = [
  { path: '/', scored: true },
  { path: '/login', scored: true },
  { path: '/signup', scored: true },
  { path: '/members', scored: false },
];

/** Targets of issue 8: performance and accessibility on the scored pages, CLS everywhere. */
export const TARGETS = { performance: 90, accessibility: 100, cls: 0.1 };

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

const round = (value, digits = 0) => Number(value.toFixed(digits));

/** The figures of one Lighthouse result. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: round(audit('first-contentful-paint')),
    lcpMs: round(audit('largest-contentful-paint')),
    cls: round(audit('cumulative-layout-shift'), 3),
    tbtMs: round(audit('total-blocking-time')),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet,
    failedAccessibility: Object.values(lhr.audits)
      .filter(
        (entry) =>
          lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === entry.id) &&
          entry.score === 0,
      )
      .map((entry) => entry.id),
  };
}

/** Whether a page's figures meet the targets. */
export function meetsTargets(page, result) {
  const scored =
    !page.scored ||
    (result.performance >= TARGETS.performance && result.accessibility >= TARGETS.accessibility);
  return scored && result.cls < TARGETS.cls;
}

/**
 * Serves `sitesDir` with the real server (demo members seeded, so /members has results), runs
 * Lighthouse on each page of `slug` in Debian's Chromium (CHROME_PATH, /usr/bin/chromium by
 * default) and returns the figures per page.
 */
export async function runLighthouse({ sitesDir, slug, log = console.log }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dating-bench-'));
  const port = await freePort();
  const server = await createServer({
    sitesDir,
    dataDir,
    seedDemo: true,
    localPort: port,
    logger: { level: 'warn', stream: process.stderr },
  });
  await server.listen(port, '127.0.0.1');
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const results = [];
  try {
    for (const page of PAGES) {
      const url = `http://${slug}.localhost:${port}${page.path}`;
      const runner = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!runner?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      if (runner.lhr.runtimeError) {
        throw new Error(`Lighthouse failed on ${url}: ${runner.lhr.runtimeError.message}`);
      }
      const result = { path: page.path, ...figures(runner.lhr) };
      result.pass = meetsTargets(page, result);
      results.push(result);
      log(
        `  ${page.path.padEnd(9)} performance ${String(result.performance).padStart(3)}  accessibility ${String(result.accessibility).padStart(3)}  FCP ${(result.fcpMs / 1000).toFixed(1)} s  LCP ${(result.lcpMs / 1000).toFixed(1)} s  CLS ${result.cls.toFixed(3)}  TBT ${result.tbtMs} ms  ${result.pass ? 'PASS' : 'FAIL'}`,
      );
    }
  } finally {
    chrome.kill();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

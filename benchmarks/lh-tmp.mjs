import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const path = process.argv[2];
const chrome = await launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const r = await lighthouse(`http://lovely.localhost:8281${path}`, {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
});
chrome.kill();
writeFileSync(`/tmp/lh-${path.replace(/\W/g, '_')}.json`, JSON.stringify(r.lhr));
const a = r.lhr.audits;
console.log(
  path,
  r.lhr.categories.performance.score,
  'LCP',
  a['largest-contentful-paint'].numericValue,
  'TBT',
  a['total-blocking-time'].numericValue,
);
console.log(JSON.stringify(a['largest-contentful-paint-element'].details).slice(0, 600));
console.log(
  JSON.stringify(
    a['bootup-time'].details.items
      .slice(0, 5)
      .map((i) => [i.url, Math.round(i.total), Math.round(i.scripting)]),
  ),
);
console.log(
  JSON.stringify(
    (a['long-tasks']?.details?.items ?? [])
      .slice(0, 8)
      .map((i) => [i.url, Math.round(i.duration), Math.round(i.startTime)]),
  ),
);
console.log(
  JSON.stringify(
    a['network-requests'].details.items.map((i) => [
      i.url.replace(/^.*8281/, ''),
      i.transferSize,
      Math.round(i.networkEndTime),
    ]),
  ),
);

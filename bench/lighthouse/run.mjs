// bench/lighthouse: Lighthouse 12 mobile (simulated throttling) on the public pages of the real
// app (production build, PGlite, demo content), and on a static copy of each page's server HTML
// served from this machine in the same run (same bytes and headers; every other file is passed through to
// the app, so both load the same scripts, styles and images). Median of RUNS runs per URL.
// Goals (issue 9): performance >= 98; accessibility, best practices, SEO 100; LCP <= 1.2 x the
// static copy's. Prints the table.
// Run: npm run build && npm run bench:lighthouse   (CHROME_PATH defaults to /usr/bin/chromium)
// Options: RUNS=5 (default), and page paths as arguments.
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS, median, startApp } from '../lib/harness.mjs';

const APP_PORT = 3221;
const STATIC_PORT = 3222;
const RUNS = Number(process.env.RUNS ?? 5);
const GOALS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, lcp: 1.2 };

const app = await startApp(APP_PORT, { withFrontend: true });
const origin = `http://127.0.0.1:${APP_PORT}`;
let chrome;
let copyServer;
try {
  const posts = (await (await fetch(`${origin}/public/blogPosts/1`)).json()).data;
  const pages = process.argv.slice(2).length
    ? process.argv.slice(2)
    : ['/de/', '/de/blog', `/de/beitrag/${posts[0]._id}`, '/de/abteilung/Turnen', '/de/volkslauf'];

  // The static copies: the server's HTML of each page, as bytes, from a plain node:http server.
  const copies = new Map();
  for (const path of pages) {
    const res = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity' } });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    const html = Buffer.from(await res.arrayBuffer());
    // The app's own headers go with the copy (CSP, COOP, origin-agent cluster, …): they decide
    // how the browser sets the page up, so the copy differs from the app in its server only.
    const headers = Object.fromEntries(
      [...res.headers].filter(
        ([name]) =>
          ![
            'content-length',
            'content-encoding',
            'etag',
            'date',
            'connection',
            'keep-alive',
            'x-request-id',
            'vary',
          ].includes(name),
      ),
    );
    copies.set(path, { html, gzip: gzipSync(html), headers });
  }
  copyServer = http.createServer((req, res) => {
    const copy = copies.get(req.url);
    if (copy) {
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(200, {
        ...copy.headers,
        vary: 'accept-encoding',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(gzip ? copy.gzip : copy.html);
      return;
    }
    // Everything else (scripts, styles, images, API) comes from the app, unchanged.
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: APP_PORT,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise((resolve) => copyServer.listen(STATIC_PORT, '127.0.0.1', resolve));

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const audit = async (url) => {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const { categories, audits } = result.lhr;
      runs.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        'best-practices': categories['best-practices'].score * 100,
        seo: categories.seo.score * 100,
        lcp: audits['largest-contentful-paint'].numericValue,
        fcp: audits['first-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        failed: Object.values(categories)
          .flatMap((category) => category.auditRefs)
          .map((ref) => audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    }
    const pick = (key) => Math.round(median(runs.map((run) => run[key])));
    return {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      'best-practices': pick('best-practices'),
      seo: pick('seo'),
      lcp: pick('lcp'),
      fcp: pick('fcp'),
      tbt: pick('tbt'),
      failed: [...new Set(runs.flatMap((run) => run.failed))],
    };
  };

  const rows = [];
  for (const path of pages) {
    const page = await audit(`${origin}${path}`);
    const copy = await audit(`http://127.0.0.1:${STATIC_PORT}${path}`);
    rows.push({ path, page, copy, lcpRatio: page.lcp / copy.lcp });
    console.log(`measured ${path}`);
  }

  const pad = (value, width) => String(value).padEnd(width);
  console.log(
    `\nLighthouse 12, mobile, simulated throttling, median of ${RUNS} (app | static copy)\n`,
  );
  console.log(
    `${pad('page', 34)}${pad('perf', 11)}${pad('a11y', 6)}${pad('b.p.', 6)}${pad('seo', 6)}${pad('FCP ms', 8)}${pad('TBT ms', 12)}${pad('LCP ms', 16)}LCP ratio`,
  );
  let ok = true;
  for (const { path, page, copy, lcpRatio } of rows) {
    console.log(
      `${pad(path.length > 32 ? `${path.slice(0, 31)}…` : path, 34)}${pad(`${page.performance} | ${copy.performance}`, 11)}${pad(page.accessibility, 6)}${pad(page['best-practices'], 6)}${pad(page.seo, 6)}${pad(page.fcp, 8)}${pad(`${page.tbt} | ${copy.tbt}`, 12)}${pad(`${Math.round(page.lcp)} | ${Math.round(copy.lcp)}`, 16)}${lcpRatio.toFixed(2)}`,
    );
    if (page.failed.length) console.log(`  failing audits: ${page.failed.join(', ')}`);
    ok &&=
      page.performance >= GOALS.performance &&
      page.accessibility >= GOALS.accessibility &&
      page['best-practices'] >= GOALS['best-practices'] &&
      page.seo >= GOALS.seo &&
      lcpRatio <= GOALS.lcp;
  }
  console.log(ok ? '\nall goals met' : '\nsome goals not met (see the table)');
} finally {
  await chrome?.kill();
  copyServer?.close();
  await app.stop();
}

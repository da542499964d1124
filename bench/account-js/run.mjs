// bench/account-js: how much script the back office costs beyond the landing route (issue 10's
// closing note asks for the account area's size). Logs in as the owner, opens each screen in a
// fresh context (cold cache, no service worker) and sums the JavaScript the browser fetched,
// compressed as served, against what the landing route fetches (the baseline, same run).
// Run: npm run build && npm run bench:account-js
import { chromium } from 'playwright';
import { CHROMIUM, CHROMIUM_FLAGS, startApp } from '../lib/harness.mjs';

const PORT = 3243;
const BASE = `http://127.0.0.1:${PORT}`;
const SCREENS = ['/de/account', '/de/account/news', '/de/account/beiträge', '/de/account/angebote'];
const SETTLE_MS = 4_000;

const app = await startApp(PORT, { withFrontend: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

/** Path → compressed bytes of every script the page fetched. */
async function scriptsOf(path, login) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  if (login) {
    const res = await page.request.post(`${BASE}/api/login`, {
      data: { email: 'owner@tus-musterstadt.de', password: 'bench-demo-password-2026' },
    });
    const user = (await res.json()).data.user;
    await page.goto(`${BASE}/robots.txt`);
    await page.evaluate((u) => localStorage.setItem('vh.user', JSON.stringify(u)), user);
  }
  const sizes = new Map();
  page.on('requestfinished', async (request) => {
    if (!new URL(request.url()).pathname.endsWith('.js')) return;
    sizes.set(new URL(request.url()).pathname, (await request.sizes()).responseBodySize);
  });
  await page.goto(`${BASE}${path}`);
  await page.keyboard.press('Shift'); // the first intent starts a rendered page's app
  await page.waitForTimeout(SETTLE_MS);
  await context.close();
  return sizes;
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
try {
  const landing = await scriptsOf('/de/', false);
  const landingBytes = [...landing.values()].reduce((a, b) => a + b, 0);
  console.log(`landing route (baseline): ${kib(landingBytes)} KiB in ${landing.size} files`);
  for (const screen of SCREENS) {
    const scripts = await scriptsOf(screen, true);
    const extra = [...scripts].filter(([path]) => !landing.has(path));
    const bytes = extra.reduce((sum, [, size]) => sum + size, 0);
    console.log(
      `${screen}: ${kib(bytes)} KiB beyond the landing route in ${extra.length} files ` +
        `(${(bytes / landingBytes).toFixed(2)}x the landing route)`,
    );
  }
} finally {
  await browser.close();
  await app.stop();
}

/* global window, document, requestAnimationFrame, addEventListener -- page.evaluate callbacks run in the browser. */
// bench/first-tap: what starting the app on the first intent costs a visitor (issue 9). A rendered
// page starts its app only on the first touch, key or pointer move (backend
// src/pages/pre-paint-script.ts), so a tap on a menu button of a page that is still plain HTML
// waits for the app's download and start, and the app then presses the button again. The top
// bar's menus, the settings dial and the phone's drawer are native popovers and do not wait.
// Measured here for one of each (the Abteilungen menu at 1280 px, the account sheet at 390 px):
// the time from the tap (pointerdown) to the first frame that shows what it opens, against the same tap on a page whose app has already
// started (the baseline, in the same run). Phone conditions as Lighthouse's mobile
// preset: 4x slower CPU, 150 ms round trip, 1.6 Mbit/s; a cold HTTP cache, no service worker.
// Median of ROUNDS rounds, alternating. Prints both and their ratio; no goal is asserted.
// Run: npm run build && npm run bench:first-tap   (ROUNDS=7 by default)
import { chromium } from 'playwright';
import { CHROMIUM, CHROMIUM_FLAGS, median, startApp } from '../lib/harness.mjs';

const PORT = 3241;
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const PATH = process.argv[2] ?? '/de/impressum';

const app = await startApp(PORT, { withFrontend: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

const TARGETS = [
  {
    name: 'Abteilungen menu (native popover), 1280 px',
    viewport: { width: 1280, height: 900 },
    trigger: 'nav-departments',
    opens: 'nav-departments-menu',
  },
  {
    name: 'account sheet (Fluent, needs the app), 390 px',
    viewport: { width: 390, height: 844 },
    trigger: 'account-sheet-button',
    opens: 'account-sheet',
  },
];

/** One visit: opens the page, taps the target's button, returns ms from tap to what it opens. */
async function tap(target, { started }) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: target.viewport,
    baseURL: `http://127.0.0.1:${PORT}`,
  });
  // The cookie notice accepted, so it does not cover the top bar.
  await context.addInitScript("localStorage.setItem('vh.cookies', 'accepted')");
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(PATH);
  if (started) {
    await page.keyboard.press('Shift');
    await page.locator('html[data-ready="true"]').waitFor({ timeout: 60_000 });
  }
  // Timed in the page: from the tap's pointerdown to the first frame that shows what it opens
  // (Playwright's own checks before it taps are not the visitor's wait).
  await page.evaluate((opens) => {
    const timing = { down: 0, shown: 0 };
    window.vhTap = timing;
    const watch = () => {
      const element = document.querySelector(`[data-testid="${opens}"]`);
      if (element?.checkVisibility()) timing.shown = performance.now();
      else requestAnimationFrame(watch);
    };
    addEventListener(
      'pointerdown',
      () => {
        timing.down = performance.now();
        requestAnimationFrame(watch);
      },
      { capture: true, once: true },
    );
  }, target.opens);
  await page.getByTestId(target.trigger).click();
  await page.getByTestId(target.opens).waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction(() => window.vhTap.shown > 0);
  const ms = await page.evaluate(() => window.vhTap.shown - window.vhTap.down);
  await context.close();
  return ms;
}

try {
  await tap(TARGETS[0], { started: true }); // warm-up: the server's caches, not the browser's
  console.log(`first tap on ${PATH} (median of ${ROUNDS}, 4x CPU, 150 ms RTT, 1.6 Mbit/s)`);
  for (const target of TARGETS) {
    const cold = [];
    const live = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      cold.push(await tap(target, { started: false }));
      live.push(await tap(target, { started: true }));
    }
    const c = median(cold);
    const l = median(live);
    console.log(`${target.name}`);
    console.log(`  page still plain HTML (app starts on the tap): ${Math.round(c)} ms`);
    console.log(`  app already started (baseline):                ${Math.round(l)} ms`);
    console.log(`  ratio: ${(c / l).toFixed(1)}`);
  }
} finally {
  await browser.close();
  await app.stop();
}

import { expect, type BrowserContext, type Page, type Route } from '@playwright/test';

// context.setOffline() does not reach the service worker's own fetches (DESIGN.md section 8);
// with PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS=1 they pass through context routes.
const abortServiceWorkerFetches = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue();

/** Cuts the network for the pages and for the service worker. */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**', abortServiceWorkerFetches);
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**', abortServiceWorkerFetches);
  await context.setOffline(false);
}

/**
 * Waits until the service worker is active (the app shell is precached) and controls the page.
 * The worker does not claim the page that installed it (registerType 'prompt'), so the first
 * visit is reloaded once, as a returning visitor would.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** True once the service worker's runtime cache holds a response for this path. */
export async function isCachedByServiceWorker(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (wanted) => {
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      if (keys.some((request) => new URL(request.url).pathname === wanted)) return true;
    }
    return false;
  }, path);
}

/** Waits until the service worker is active, i.e. the app shell is precached. */
export async function waitForServiceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/**
 * Opens a path and waits until the browser has taken over the server-rendered page (AppShell
 * sets html[data-ready]); typing or clicking before that would reach plain HTML. A rendered page
 * starts the app on the visitor's first intent (backend src/pages/pre-paint-script.ts): a key
 * press without effect (Shift) is that intent here.
 */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.keyboard.press('Shift');
  await page.locator('html[data-ready="true"]').waitFor();
}

/**
 * Records the path of every page-view beacon the page sends (Playwright does not expose a
 * beacon's payload) and still sends it; the returned function reads the paths so far.
 */
export async function recordPageViews(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const original = navigator.sendBeacon.bind(navigator);
    const sent: string[] = [];
    (window as unknown as { sentViews: string[] }).sentViews = sent;
    navigator.sendBeacon = (url, body) => {
      if (String(url).endsWith('/public/pageview') && body instanceof Blob) {
        void body.text().then((text) => sent.push((JSON.parse(text) as { path: string }).path));
      }
      return original(url, body);
    };
  });
  return () => page.evaluate(() => (window as unknown as { sentViews: string[] }).sentViews);
}

/**
 * Holds the app's entry script back until the returned function is called: the page stays the
 * server's HTML with its inline scripts (the pre-paint script, the early controls), as on a phone
 * while the app is still on its way.
 */
export async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** React's complaints while it takes the page over (a hydration mismatch would be one). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The images of a page a visitor opened, kept with the page for reading offline.
 *
 * The service worker keeps what the page requested through it (vite.config.ts, runtime route
 * `vh-uploads`), but not what it never saw: images of the first visit (the worker installs after
 * the app starts and controls the page only from the next load) and lazy images below the fold
 * the visitor did not scroll to. After each page the app lists the page's uploaded images in the
 * size the browser picks from their `srcset` for this device and asks the worker to cache them
 * (Workbox's `CACHE_URLS` message, handled by the same route and its expiration budget).
 */

/** The uploads route of the service worker (vite.config.ts, cache `vh-uploads`). */
export const IMAGE_CACHE = 'vh-uploads';
const UPLOADS = '/uploads/';
/** How long a lazy image's size choice may take before it is left out. */
const CHOICE_TIMEOUT_MS = 10_000;
/** How long the worker may take to fetch and store the list. */
const CACHE_TIMEOUT_MS = 60_000;

/** The part of an <img> the choice needs (an HTMLImageElement, or a fake in tests). */
export interface ImageLike {
  currentSrc: string;
  src: string;
  srcset: string;
  sizes: string;
  crossOrigin: string | null;
  referrerPolicy: string;
}

/** A detached image the browser loads at once, choosing from srcset as for the page's. */
export interface Probe extends ImageLike {
  onload: ((this: GlobalEventHandlers, ev: Event) => unknown) | null;
  onerror: OnErrorEventHandler;
}

/** The same-origin upload addresses among `sources`, absolute, each once, in order. */
export function uploadsToKeep(sources: readonly string[], origin: string): string[] {
  const kept = new Set<string>();
  for (const source of sources) {
    if (!source) continue;
    let url: URL;
    try {
      url = new URL(source, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin || !url.pathname.startsWith(UPLOADS)) continue;
    url.hash = '';
    kept.add(url.href);
  }
  return [...kept];
}

/**
 * The address the browser chose for an image: `currentSrc` once it started loading; for a lazy
 * image not loaded yet, a detached copy with the same `srcset` and `sizes` is loaded (the browser
 * picks the same size for the same viewport) and its choice taken. Null when nothing was chosen
 * (no source, a failed load, or `allowLoad` false on a data-saving connection).
 */
export function chosenSource(
  image: ImageLike,
  {
    allowLoad = true,
    makeProbe = () => new Image(),
    timeoutMs = CHOICE_TIMEOUT_MS,
  }: { allowLoad?: boolean; makeProbe?: () => Probe; timeoutMs?: number } = {},
): Promise<string | null> {
  if (image.currentSrc) return Promise.resolve(image.currentSrc);
  if (!allowLoad || (!image.src && !image.srcset)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const probe = makeProbe();
    const done = (source: string | null) => {
      clearTimeout(timer);
      probe.onload = null;
      probe.onerror = null;
      resolve(source);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    probe.onload = () => done(probe.currentSrc || null);
    probe.onerror = () => done(null);
    if (image.crossOrigin !== null) probe.crossOrigin = image.crossOrigin;
    probe.referrerPolicy = image.referrerPolicy;
    // sizes and srcset before src, so the browser chooses once, from the candidates.
    probe.sizes = image.sizes;
    probe.srcset = image.srcset;
    if (image.src) probe.src = image.src;
  });
}

/** Whether the visitor asked the browser to save data (then only loaded images are kept). */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** The uploaded images of the page as this device shows them. */
export async function pageImageUrls(root: ParentNode = document): Promise<string[]> {
  const allowLoad = !savesData();
  const images = [...root.querySelectorAll('img')];
  const sources = await Promise.all(images.map((image) => chosenSource(image, { allowLoad })));
  return uploadsToKeep(
    sources.filter((source): source is string => source !== null),
    window.location.origin,
  );
}

/**
 * Asks the active service worker to fetch and keep `urls` through its routes (Workbox's router
 * answers `CACHE_URLS` on the message port once all are handled). True when it answered.
 */
export async function askServiceWorkerToCache(urls: readonly string[]): Promise<boolean> {
  if (!urls.length || !('serviceWorker' in navigator)) return false;
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return false;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), CACHE_TIMEOUT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }, [channel.port2]);
  });
}

/**
 * Keeps the current page's images for offline reading, once the service worker is active (on a
 * first visit it installs after the app started) and the browser is idle; `isCurrent` false (the
 * visitor went on to another page meanwhile) stops it. The number of addresses asked for.
 */
export async function keepPageImages(isCurrent: () => boolean = () => true): Promise<number> {
  if (!('serviceWorker' in navigator)) return 0;
  await navigator.serviceWorker.ready;
  await idle();
  if (!isCurrent() || !navigator.onLine) return 0;
  const urls = await pageImageUrls();
  if (!isCurrent()) return 0;
  await askServiceWorkerToCache(urls);
  return urls.length;
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => resolve(), { timeout: 5_000 });
    else setTimeout(resolve, 1_000);
  });
}

import type { PublicDepartment, PublicEvent, PublicPost } from '@/api/publicQueries';
import type { Language } from '@/i18n';

/** The service worker's page cache (vite.config.ts, runtimeCaching 'vh-pages'). */
export const PAGE_CACHE = 'vh-pages';
/** When the offline copy was last saved (ms), for the offline note. */
export const SAVED_AT_KEY = 'vh.offlineSavedAt';
const EVERY_MS = 6 * 60 * 60 * 1000;
/** The latest posts kept for reading offline (issue 9). */
const POSTS = 20;

async function json<T>(path: string): Promise<T | null> {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  if (!response.ok) return null;
  return ((await response.json()) as { data?: T }).data ?? null;
}

/** The pages a visitor can read offline after one visit: the lists, then each detail page. */
export async function offlinePages(lang: Language): Promise<string[]> {
  const [departments, courses, events, first, second] = await Promise.all([
    json<PublicDepartment[]>('/public/departments'),
    json<{ slug: string }[]>('/public/courses'),
    json<PublicEvent[]>('/public/events'),
    json<PublicPost[]>('/public/blogPosts/1'),
    json<PublicPost[]>('/public/blogPosts/2'),
  ]);
  const posts = [...(first ?? []), ...(second ?? [])].slice(0, POSTS);
  return [
    `/${lang}/`,
    `/${lang}/blog`,
    `/${lang}/workshop`,
    `/${lang}/volkslauf`,
    `/${lang}/termine`,
    `/${lang}/formulare`,
    `/${lang}/sportstaetten`,
    ...(departments ?? []).map((d) => `/${lang}/abteilung/${encodeURIComponent(d.name)}`),
    ...(courses ?? []).map((course) => `/${lang}/angebot/${course.slug}`),
    ...(events ?? []).map((event) => `/${lang}/termin/${event.slug}`),
    ...posts.map((post) => `/${lang}/beitrag/${post._id}`),
  ];
}

/** Keeps a page only if it was rendered with all its data (as the service worker does). */
async function savePage(cache: Cache, page: string): Promise<boolean> {
  try {
    const response = await fetch(page, { headers: { Accept: 'text/html' } });
    if (!response.ok || response.headers.get('x-vh-complete') !== '1') return false;
    await cache.put(page, response);
    return true;
  } catch {
    return false;
  }
}

let running = false;

/**
 * Saves the public pages into the service worker's page cache in the background, a few at a
 * time, at most every six hours (DESIGN section 6: readable offline without having been opened).
 * Pages are server-rendered with their data, so the HTML alone is enough to read them offline.
 */
export async function warmOfflineCache(lang: Language, now = Date.now()): Promise<number> {
  if (running || typeof caches === 'undefined' || !navigator.onLine) return 0;
  const last = Number(localStorage.getItem(SAVED_AT_KEY) ?? 0);
  if (now - last < EVERY_MS) return 0;
  running = true;
  try {
    const cache = await caches.open(PAGE_CACHE);
    const pages = await offlinePages(lang);
    let saved = 0;
    for (let i = 0; i < pages.length; i += 4) {
      const batch = pages.slice(i, i + 4);
      const results = await Promise.all(batch.map((page) => savePage(cache, page)));
      saved += results.filter(Boolean).length;
    }
    if (saved > 0) localStorage.setItem(SAVED_AT_KEY, String(now));
    return saved;
  } catch {
    return 0; // Storage full or offline halfway: the next visit tries again.
  } finally {
    running = false;
  }
}

/** Starts the warm-up once the page is idle and a service worker is active. */
export function scheduleOfflineWarmup(lang: Language): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then(() => {
    const start = () => void warmOfflineCache(lang);
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 10_000 });
    else setTimeout(start, 3_000);
  });
}

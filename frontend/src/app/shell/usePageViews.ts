import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { takeCountedView } from '@/components/earlyInput';

/** PageViewDto.path allows 200 characters. */
const MAX_PATH = 200;

/** Whether a path is counted: public pages only, never the account area. */
export function isCountedPath(pathname: string): boolean {
  return !/^\/[a-z]{2}\/account(\/|$)/.test(pathname);
}

/**
 * Counts a page view (POST /public/pageview, body PageViewDto) without waiting for the answer:
 * a beacon where the browser has one, else a keepalive fetch. Failures are ignored.
 */
export function sendPageView(pathname: string): void {
  if (!isCountedPath(pathname)) return;
  const body = JSON.stringify({ path: pathname.slice(0, MAX_PATH) });
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon('/public/pageview', blob)
    ) {
      return;
    }
    void fetch('/public/pageview', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // Counting is best effort; the visitor never sees it fail.
  }
}

/**
 * Spec section 2: every page view (the first and each client-side route change) is counted. The
 * first view of a server-rendered page was counted by its pre-paint script before the app started
 * (also for a visitor who leaves before that), so it is not sent twice.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (takeCountedView(pathname)) return;
    sendPageView(pathname);
  }, [pathname]);
}

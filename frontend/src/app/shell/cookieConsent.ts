import { useSyncExternalStore } from 'react';
import { readPreferenceCookie, writePreferenceCookie } from '@/components/preferenceCookie';

/** Where the accepted cookie notice is remembered (spec section 4: shown until accepted). */
export const COOKIE_KEY = 'vh.cookies';

/** Accepted in this page view although the storage refused to remember it. */
let acceptedInThisView = false;
const listeners = new Set<() => void>();

export function readCookieAccepted(): boolean {
  if (acceptedInThisView) return true;
  // Accepted without JavaScript (the notice's form, backend preferences.page.controller.ts).
  if (readPreferenceCookie(COOKIE_KEY) === 'accepted') return true;
  try {
    return window.localStorage.getItem(COOKIE_KEY) === 'accepted';
  } catch {
    return false; // Storage blocked: show the notice; accepting hides it for this page view.
  }
}

export function storeCookieAccepted(): void {
  try {
    window.localStorage.setItem(COOKIE_KEY, 'accepted');
  } catch {
    acceptedInThisView = true; // Storage blocked: remembered for this page view only.
  }
  writePreferenceCookie(COOKIE_KEY, 'accepted');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener); // accepted in another tab
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * Whether the visitor accepted the notice (localStorage or the cookie of the same name, which the
 * notice's form sets without JavaScript). The cached HTML (and the hydration that takes it over)
 * holds the notice; `html[data-cookies="accepted"]` hides it before it is painted (set by the
 * server for a request with the cookie, by the pre-paint script for localStorage, backend
 * pre-paint-script.ts), and the first render after hydration removes it.
 */
export function useCookieAccepted(): boolean {
  return useSyncExternalStore(subscribe, readCookieAccepted, () => false);
}

import { createContext, useContext } from 'react';

/**
 * The site's origin (`https://host`) for links that must be absolute, such as a calendar's
 * `webcal://` address. The server render provides PUBLIC_URL (entry-server.tsx); the browser
 * defaults to its own origin, which is the same in production (PUBLIC_URL must be the origin
 * browsers use, docs/operations.md), so hydration keeps the server's links.
 */
export const SiteOriginContext = createContext<string>(
  typeof window === 'undefined' ? '' : window.location.origin,
);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}

/** A feed's address under /calendar/ as `webcal://` (calendar apps subscribe) and as a path. */
export function calendarUrls(origin: string, feed: string): { webcal: string; path: string } {
  const path = `/calendar/${feed}`;
  const base = origin.replace(/\/+$/, '').replace(/^https?:\/\//, 'webcal://');
  return { webcal: `${base}${path}`, path };
}

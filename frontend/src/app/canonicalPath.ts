import type { Params } from 'react-router';

/** What of a route match this reads (the static handler's matches, or matchRoutes'). */
interface Match {
  route: { index?: boolean; path?: string };
  params: Params;
}

/**
 * The one spelling of a matched page's path: each route's segments as the route writes them
 * (react-router matches `/de/BLOG`, `/de/%62log` and `/de/blog/` as `/de/blog`), its parameters
 * as the app's links write them (`encodeURIComponent`), the start page with its slash (`/de/`).
 * The server render answers every other spelling with a 301 to it (entry-server.tsx), so the
 * server's page cache holds one copy of a page, not one per spelling. Null when the match is
 * not one page (the catch-all 404).
 */
export function canonicalPath(matches: Match[]): string | null {
  const segments: string[] = [];
  let index = false;
  for (const { route, params } of matches) {
    if (route.index) index = true;
    if (!route.path) continue;
    for (const segment of route.path.split('/')) {
      if (!segment) continue;
      if (segment === '*' || segment.endsWith('?')) return null;
      if (!segment.startsWith(':')) segments.push(segment);
      else segments.push(encodeURIComponent(params[segment.slice(1)] ?? ''));
    }
  }
  return `/${segments.join('/')}${index ? '/' : ''}`;
}

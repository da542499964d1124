import { POSTS_PER_PAGE } from '@/api/publicQueries';

/**
 * The blog page's `?seite=N` (1-based): none is page 1; a number from 1 to 99999 (the server
 * redirects another spelling such as `03` to its one address, backend pages/page-server.ts); null
 * for a value that names no page (`0`, `x`), which is the site's 404.
 */
export function pageFromSearch(search: URLSearchParams): number | null {
  const raw = search.get('seite');
  if (raw === null) return 1;
  return /^\d{1,5}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
}

/**
 * Whether the blog has page `page` (null: a value that names none): page 1 always, even of an
 * empty blog; a later page only up to the last. Until the count is known, any number.
 */
export function blogHasPage(page: number | null, total: number | undefined): page is number {
  if (page === null) return false;
  return total === undefined || page <= pageCount(total);
}

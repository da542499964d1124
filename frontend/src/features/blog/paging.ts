import { POSTS_PER_PAGE } from '@/api/publicQueries';

/** The blog page's `?seite=N` (1-based); anything else is page 1. */
export function pageFromSearch(search: URLSearchParams): number {
  const raw = search.get('seite');
  const page = raw && /^\d{1,5}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
}

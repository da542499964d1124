/** The part of a react-query result the public pages decide on. */
export interface QueryLike {
  status: 'pending' | 'error' | 'success';
  data: unknown;
}

/**
 * The state a public page shows for a query. Data it has wins over a failed refresh: offline (or
 * with the server away) a page keeps showing its copy, from the server's render or the cache,
 * instead of replacing it with "could not be loaded" (the offline note in the shell says that
 * the page shows a saved state). 'error' only when there is nothing to show.
 */
export function shownStatus(query: QueryLike): QueryLike['status'] {
  return query.status === 'error' && query.data !== undefined ? 'success' : query.status;
}

/** The query failed and has no data to show: the page shows its error text. */
export function failedWithoutData(query: QueryLike): boolean {
  return shownStatus(query) === 'error';
}

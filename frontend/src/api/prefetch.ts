import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';
import { queryClient as browserQueryClient } from '@/api/queryClient';
import { languageFromPath, type Language } from '@/i18n';

export interface PrefetchArgs {
  params: Params;
  lang: Language;
  url: URL;
}

/**
 * Loads what a page shows into the query cache; never throws (a failed load still navigates). It
 * may resolve with a redirect Response (react-router's `redirect`), which the loader passes on:
 * a page found under another spelling of its address goes to its one address.
 */
export type Prefetch = (queryClient: QueryClient, args: PrefetchArgs) => Promise<unknown>;

/** What the server render hands to loaders (entry-server.tsx): its own per-request cache. */
export interface LoaderContext {
  queryClient: QueryClient;
}

/**
 * A route loader that fills the react-query cache and returns nothing: pages read their data with
 * useQuery as usual. On the server it fills the request's cache (serialised into the HTML); in the
 * browser the app's cache. Errors are swallowed (spec section 2: navigation continues even if
 * loading fails); the page shows its error state from the query. If the device goes offline while
 * the loader waits, it stops waiting: a retry then pauses until the connection is back, and the
 * page would stay blank that long; the page shows its loading state or the device's copy instead.
 */
export function prefetchLoader(prefetch: Prefetch): LoaderFunction {
  return async ({ params, request, context }) => {
    const client =
      (context as Partial<LoaderContext> | undefined)?.queryClient ?? browserQueryClient;
    const url = new URL(request.url);
    let result: unknown = null;
    try {
      result = await untilOffline(
        prefetch(client, { params, url, lang: languageFromPath(url.pathname) }),
      );
    } catch {
      // The query keeps the error; the page renders its error state.
    }
    return result instanceof Response ? result : null;
  };
}

/** `work`, or earlier if the device goes offline meanwhile (the work goes on). */
async function untilOffline(work: Promise<unknown>): Promise<unknown> {
  let unsubscribe = () => {};
  const wentOffline = new Promise<void>((resolve) => {
    unsubscribe = onlineManager.subscribe((online) => {
      if (!online) resolve();
    });
  });
  try {
    return await Promise.race([work, wentOffline]);
  } finally {
    unsubscribe();
  }
}

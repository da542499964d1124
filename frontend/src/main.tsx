import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { App } from '@/app/App';
import { scheduleOfflineWarmup } from '@/app/pwa/offlineWarmup';
import { setPageRenderedAt } from '@/components/meta/pageTime';
import { registerServiceWorker } from '@/app/pwa/serviceWorker';
import { queryClient } from '@/api/queryClient';
import { createAppRouter, routes } from '@/app/router';
import { SSR_STATE_ID, type SsrState } from '@/app/ssrState';
import { getStoredUser } from '@/auth/session';
import { initI18n, languageFromPath } from '@/i18n';

function readServerState(): SsrState | null {
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}

/**
 * Loads the lazy route modules of the current URL before hydrating: the server rendered them, so
 * the first client render must have them too (react-router's documented pattern).
 */
async function loadLazyMatches(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined } satisfies Partial<RouteObject>);
    }),
  );
}

/**
 * Ends the current task, so the steps of the start are tasks of their own: a tap or a frame can
 * come between them, and none is long enough to block a phone's main thread for long.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  await initI18n(languageFromPath(window.location.pathname));
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing in index.html');
  const state = container.firstElementChild ? readServerState() : null;
  if (state) {
    // A page the server rendered: take it over with the same data (no second fetch, no flash).
    hydrate(queryClient, state.queries);
    setPageRenderedAt(state.renderedAt ?? null);
    await loadLazyMatches();
    const router = createAppRouter(state.router);
    await nextTask();
    // In a transition, React hydrates in slices of a few milliseconds and lets the browser handle
    // input and paint in between, instead of one long task over the whole page (a phone's main
    // thread would be blocked for the length of the hydration).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
  } else {
    // The account area (and any page the server did not render) starts in the browser.
    createRoot(container).render(
      <StrictMode>
        <App router={createAppRouter()} />
      </StrictMode>,
    );
  }
}

void start();

// Not in development: a dev service worker would serve stale modules.
if (import.meta.env.PROD) {
  registerServiceWorker();
  scheduleOfflineWarmup(languageFromPath(window.location.pathname));
}

// Send queued back-office edits on every start of a logged-in device, not only once the account
// area opens; loaded lazily so anonymous visitors never download the offline code.
const storedUser = getStoredUser();
if (storedUser)
  void import('@/app/backOffice/offlineSync').then(({ syncEngine }) =>
    syncEngine.start(storedUser._id),
  );

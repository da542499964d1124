import { redirect, type RouteObject } from 'react-router';
import { languageFromPath } from '@/i18n';
import { publicQueries } from '@/api/publicQueries';
import { prefetchLoader } from '@/api/prefetch';

/** Spec section 2: impressum, datenschutz, haftunsausschluss (the spec's spelling). */
export const legalRoutes: RouteObject[] = [
  {
    path: 'impressum',
    loader: prefetchLoader((qc) => qc.prefetchQuery(publicQueries.text('impressum'))),
    lazy: async () => {
      const m = await import('@/features/legal/pages/ImpressumPage');
      return { Component: m.ImpressumPage };
    },
  },
  {
    path: 'datenschutz',
    // Its generated parts state the retention in force (GET /config), in the server's HTML too.
    loader: prefetchLoader((qc) =>
      Promise.all([
        qc.prefetchQuery(publicQueries.config()),
        qc.prefetchQuery(publicQueries.text('datenschutz')),
      ]),
    ),
    lazy: async () => {
      const m = await import('@/features/legal/pages/DatenschutzPage');
      return { Component: m.DatenschutzPage };
    },
  },
  {
    path: 'haftunsausschluss',
    loader: prefetchLoader((qc) => qc.prefetchQuery(publicQueries.text('haftungsausschluss'))),
    lazy: async () => {
      const m = await import('@/features/legal/pages/HaftungsausschlussPage');
      return { Component: m.HaftungsausschlussPage };
    },
  },
  {
    // The correct spelling goes to the spec's route, in the same language (a redirect on the
    // server render too, as the loader answers it).
    path: 'haftungsausschluss',
    element: null,
    loader: ({ request }) => {
      const url = new URL(request.url);
      return redirect(`/${languageFromPath(url.pathname)}/haftunsausschluss${url.search}`);
    },
  },
];

/* global window, document, fetch -- runs in the browser. */
// The smallest page the stack of DESIGN.md and FRONTEND.md can hydrate: React 19, React Router's
// data router (the server rendered the route with its loader), i18next, TanStack Query with the
// server's state, FluentProvider and one Fluent Button. No page code, no styles, no strings.
// Built by run.mjs; never part of the app.
import { createElement as h, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, useLoaderData } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { hydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { FluentProvider } from '@fluentui/react-provider';
import { Button } from '@fluentui/react-button';

const queryClient = new QueryClient();
hydrate(queryClient, window.__STATE__);
await i18next.use(initReactI18next).init({ lng: 'de', resources: { de: { translation: {} } } });

function Page() {
  const { t } = useTranslation();
  const loaded = useLoaderData();
  const query = useQuery({
    queryKey: ['page'],
    queryFn: () => fetch('/page').then((r) => r.json()),
  });
  return h(
    'main',
    null,
    t('title'),
    String(loaded),
    String(query.data),
    h(Link, { to: '/' }, 'a'),
    h(Button, null, 'b'),
  );
}

const router = createBrowserRouter(
  [
    {
      path: '/',
      element: h(Outlet),
      children: [{ index: true, loader: () => 1, element: h(Page) }],
    },
  ],
  { hydrationData: window.__ROUTER__ },
);
startTransition(() => {
  hydrateRoot(
    document.getElementById('root'),
    h(
      QueryClientProvider,
      { client: queryClient },
      h(FluentProvider, null, h(RouterProvider, { router })),
    ),
  );
});

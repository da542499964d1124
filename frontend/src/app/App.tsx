import { RendererProvider, createDOMRenderer } from '@griffel/react';
import { SSRProvider } from '@fluentui/react-utilities';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { queryClient } from '@/app/queryClient';
import { i18n } from '@/i18n';

// Griffel's renderer on this document: it takes over the style rules the server render wrote
// into <head> (rehydration), so hydrating adds no duplicate rules.
const renderer = typeof document === 'undefined' ? undefined : createDOMRenderer(document);

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const tree = (
    <SSRProvider>
      <AppProviders i18n={i18n} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </SSRProvider>
  );
  return renderer ? <RendererProvider renderer={renderer}>{tree}</RendererProvider> : tree;
}

import { RendererProvider, createDOMRenderer } from '@griffel/react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { queryClient } from '@/api/queryClient';
import { serverStyleSource } from '@/app/styleRehydration';
import { i18n } from '@/i18n';

// Griffel's renderer on this document: it takes over the style rules the server render wrote
// into <head> (rehydration), so hydrating adds no duplicate rules; styleRehydration.ts makes
// that a split of text instead of a second parse of the CSS.
const renderer = typeof document === 'undefined' ? undefined : createDOMRenderer(document);
const styleSource = renderer ? serverStyleSource(document, renderer) : undefined;

/**
 * No Fluent SSRProvider here (entry-server has one): under it every Tooltip renders once more
 * after hydration (useIsSSR flips in a layout effect, a synchronous re-render). The app's
 * tooltips render the same markup either way (label or inaccessible, hidden at first).
 */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const tree = (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  return renderer ? (
    <RendererProvider renderer={renderer} targetDocument={styleSource}>
      {tree}
    </RendererProvider>
  ) : (
    tree
  );
}

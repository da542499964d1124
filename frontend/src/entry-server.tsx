/**
 * The server render of the public pages (FRONTEND.md "Public pages rendered on the server"),
 * built by `vite build --ssr` into one CommonJS file the backend loads (backend/src/pages).
 * The same routes and components as the browser; data through the same query options, answered
 * in-process by the backend; styles collected by Griffel; strings by a per-request i18next clone.
 */
import { SSRProvider } from '@fluentui/react-utilities';
import { createDOMRenderer, RendererProvider } from '@griffel/react';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setFetchImplementation } from '@/api/client';
import { AppProviders } from '@/app/AppProviders';
import { routes } from '@/app/router';
import { priorityImagePreload } from '@/app/priorityImagePreload';
import { serializeState } from '@/app/ssrState';
import { styleElementsWithRuleBreaks } from '@/app/styleRehydration';
import { PageMetaContext, type PageMeta } from '@/components/meta/pageMeta';
import { SiteOriginContext } from '@/components/calendar/siteOrigin';
import { documentTitle } from '@/components/meta/usePageMeta';
import { siteNameOf } from '@/components/club/club';
import { publicQueries } from '@/api/publicQueries';
import { DEFAULT_LANGUAGE, i18n, initI18n, isLanguage, LANGUAGES, type Language } from '@/i18n';
import { fallbackPath } from '@/app/LanguageLayout';
import { canonicalPath } from '@/app/canonicalPath';
import { pageFormKey, type PageFormAnswer } from '@/components/form/pageFormAnswer';

export interface RenderOptions {
  /** The site's absolute origin (PUBLIC_URL), for canonical, hreflang and Open Graph URLs. */
  origin: string;
  /** The server's answer to a form the page posted without the app (usePageFormAnswer). */
  pageForm?: { name: string; answer: PageFormAnswer };
}

export type RenderResult =
  /** 302 unless `status` says otherwise (301: a page's one address, spelled another way). */
  | { kind: 'redirect'; location: string; status?: number }
  | {
      kind: 'page';
      status: number;
      lang: Language;
      /** Title, meta, links, JSON-LD and the collected style rules, for `<head>`. */
      head: string;
      /** The rendered app, for `<div id="root">`. */
      html: string;
      /** The JSON data block for hydration. */
      state: string;
      /** False when a load failed: the page shows an error state and must not be kept. */
      cacheable: boolean;
    };

type ServerFetch = (path: string, init: RequestInit) => Promise<Response>;

let ready: Promise<unknown> | null = null;

/** Once per process: i18next and the in-process fetch for the query functions. */
export function init(serverFetch: ServerFetch): Promise<unknown> {
  setFetchImplementation(serverFetch);
  ready ??= initI18n(DEFAULT_LANGUAGE);
  return ready;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Structured data names this site's pages and images by path: search engines need full URLs. */
function absoluteLinks(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return value.startsWith('/') ? absolute(origin, value) : value;
  if (Array.isArray(value)) return value.map((item) => absoluteLinks(item, origin));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, absoluteLinks(item, origin)]),
    );
  }
  return value;
}

/**
 * The query the page's canonical, language and Open Graph links keep: the blog's page number;
 * never a mailed token, nor the note that the contact form was sent (the same page).
 */
const LINK_PARAMS = ['seite'];

function linkSearch(url: URL): string {
  const params = new URLSearchParams();
  for (const name of LINK_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) params.set(name, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The same path in the other language (`/de/blog` → `/en/blog`). */
function inLanguage(pathname: string, lang: Language): string {
  return `/${lang}${pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '')}`;
}

function headTags(
  meta: PageMeta,
  lang: Language,
  pathname: string,
  search: string,
  origin: string,
  clubName: string,
): string {
  const club = meta.siteName ?? clubName;
  const title = documentTitle(meta.title, club);
  const description = meta.description ?? '';
  const canonical = absolute(origin, `${pathname}${search}`);
  const tags = [`<title>${escapeHtml(title)}</title>`];
  if (description) tags.push(`<meta name="description" content="${escapeHtml(description)}">`);
  if (meta.noindex) tags.push('<meta name="robots" content="noindex">');
  tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  for (const other of LANGUAGES) {
    const href = absolute(origin, `${inLanguage(pathname, other)}${search}`);
    tags.push(`<link rel="alternate" hreflang="${other}" href="${escapeHtml(href)}">`);
  }
  tags.push(
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(origin, `${inLanguage(pathname, DEFAULT_LANGUAGE)}${search}`))}">`,
  );
  const og: [string, string | undefined][] = [
    ['og:type', meta.type ?? 'website'],
    ['og:site_name', club],
    ['og:title', meta.title ?? club],
    ['og:description', description || undefined],
    ['og:url', canonical],
    ['og:locale', lang === 'de' ? 'de_DE' : 'en_GB'],
    ['og:image', meta.image ? absolute(origin, meta.image) : undefined],
    ['og:image:alt', meta.image ? (meta.imageAlt ?? meta.title) : undefined],
  ];
  for (const [property, content] of og) {
    if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}">`);
  }
  tags.push(
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title ?? club)}">`,
  );
  if (description)
    tags.push(`<meta name="twitter:description" content="${escapeHtml(description)}">`);
  if (meta.image)
    tags.push(`<meta name="twitter:image" content="${escapeHtml(absolute(origin, meta.image))}">`);
  for (const item of meta.jsonLd ?? []) {
    const json = JSON.stringify(
      absoluteLinks({ '@context': 'https://schema.org', ...item }, origin),
    ).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('');
}

/** Renders one public page path (with its query string) to HTML parts, or says where to go. */
export async function render(url: string, options: RenderOptions): Promise<RenderResult> {
  await ready;
  const requestUrl = new URL(url, options.origin);
  const first = requestUrl.pathname.split('/')[1];
  if (!isLanguage(first)) {
    const target =
      requestUrl.pathname === '/' ? `/${DEFAULT_LANGUAGE}/` : fallbackPath(requestUrl.pathname);
    return { kind: 'redirect', location: `${target}${requestUrl.search}` };
  }
  const lang: Language = first;
  // One address per page: the language's start page is /de/, not /de.
  if (requestUrl.pathname === `/${lang}`) {
    return { kind: 'redirect', location: `/${lang}/${requestUrl.search}`, status: 301 };
  }
  const queryClient = new QueryClient({
    // retryOnMount false: a failed load renders its error state here (not a spinner).
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, staleTime: Infinity, gcTime: Infinity },
    },
  });
  if (options.pageForm) {
    queryClient.setQueryData(pageFormKey(options.pageForm.name), options.pageForm.answer);
  }
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(requestUrl), { requestContext: { queryClient } });
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location) return { kind: 'redirect', location, status: context.status };
    throw new Error(`Unexpected loader response ${context.status} for ${url}`);
  }
  // One address per page: another case, escaping or a trailing slash is a 301 to its own, so the
  // server's page cache keeps one copy (a page that is no page, the 404, has no address).
  const canonical = context.statusCode === 200 ? canonicalPath(context.matches) : null;
  if (canonical !== null && canonical !== requestUrl.pathname) {
    return { kind: 'redirect', location: `${canonical}${requestUrl.search}`, status: 301 };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderer = createDOMRenderer();
  const pageI18n = i18n.cloneInstance({ lng: lang, initAsync: false });
  let meta: PageMeta = {};
  const collector = { set: (next: PageMeta) => (meta = next) };

  const { prelude } = await prerender(
    <RendererProvider renderer={renderer}>
      <SSRProvider>
        <PageMetaContext.Provider value={collector}>
          <SiteOriginContext.Provider value={options.origin}>
            <AppProviders i18n={pageI18n} queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </SiteOriginContext.Provider>
        </PageMetaContext.Provider>
      </SSRProvider>
    </RendererProvider>,
  );
  // prerender resolves every Suspense boundary before it returns, so React's inline streaming
  // helpers (a reveal-timing `<script>`) have nothing to do; the CSP would refuse them anyway.
  const html = (await new Response(prelude).text()).replace(/<script>[^<]*<\/script>/g, '');
  const styles = renderToStaticMarkup(<>{styleElementsWithRuleBreaks(renderer)}</>);
  // The club's name from its settings (the shell's loader read them); the product's before setup.
  const club = siteNameOf(queryClient.getQueryData(publicQueries.club().queryKey) ?? { name: '' });
  const state = serializeState({
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    renderedAt: Date.now(),
  });
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  return {
    kind: 'page',
    cacheable: !failed,
    status: meta.status ?? context.statusCode ?? 200,
    lang,
    head:
      priorityImagePreload(html) +
      headTags(meta, lang, requestUrl.pathname, linkSearch(requestUrl), options.origin, club) +
      styles,
    html,
    state,
  };
}

import i18next from 'i18next';

type OfflineLanguage = 'de' | 'en';

/** The `offline` namespace (`locales/{de,en}/offline.json`). */
export interface OfflineStrings {
  title: string;
  heading: string;
  text: string;
  home: string;
  retry: string;
  other: string;
  otherHome: string;
}

/**
 * The precached pages the service worker answers a navigation with when the network fails and no
 * copy of the page is kept (vite.config.ts, the pages' route): one per language, so a visitor on
 * `/en/` reads English first and one on `/de/` German. Made at build time from the `offline`
 * namespace (the page is static: it must work with nothing but itself); vite.config.ts passes the
 * namespace in, as the config cannot resolve the `@/` alias.
 */
export const OFFLINE_PAGES: Record<OfflineLanguage, string> = {
  de: 'offline.html',
  en: 'offline-en.html',
};

const OTHER: Record<OfflineLanguage, OfflineLanguage> = { de: 'en', en: 'de' };

const STYLE = `
  :root {
    color-scheme: light dark;
    font-family:
      'Segoe UI',
      -apple-system,
      BlinkMacSystemFont,
      Roboto,
      'Helvetica Neue',
      sans-serif;
  }
  body {
    margin: 0;
    min-height: 100vh;
    display: grid;
    place-items: center;
    background: Canvas;
    color: CanvasText;
  }
  main {
    max-width: 32rem;
    padding: 2rem 1.5rem;
    text-align: center;
  }
  h1 {
    font-size: 1.75rem;
    margin: 1rem 0 0.5rem;
  }
  p {
    line-height: 1.5;
  }
  .actions {
    display: flex;
    gap: 0.75rem;
    justify-content: center;
    flex-wrap: wrap;
    margin-top: 1.5rem;
  }
  a {
    display: inline-block;
    padding: 0.6rem 1.1rem;
    border-radius: 4px;
    text-decoration: none;
    font-weight: 600;
    border: 1px solid #1267b4;
    color: #1267b4;
  }
  a.primary {
    background: #1267b4;
    color: #fff;
  }
  @media (prefers-color-scheme: dark) {
    a {
      color: #7d9ed5;
      border-color: #7d9ed5;
    }
    a.primary {
      background: #18599b;
      color: #fff;
    }
  }
  .other {
    margin-top: 2.5rem;
    opacity: 0.85;
    font-size: 0.95rem;
  }

`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The offline page of `lang`: its own language first, a line in the other one below. */
export function offlinePage(
  lang: OfflineLanguage,
  strings: Record<OfflineLanguage, OfflineStrings>,
): string {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: lang,
    resources: { de: { offline: strings.de }, en: { offline: strings.en } },
    ns: ['offline'],
    defaultNS: 'offline',
    initAsync: false,
  });
  const t = (key: keyof OfflineStrings) => escapeHtml(i18n.t(key));
  const other = OTHER[lang];
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <meta name="theme-color" content="#1267B4" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${t('title')}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
      <img src="/favicon.svg" alt="" width="64" height="64" />
      <h1>${t('heading')}</h1>
      <p>${t('text')}</p>
      <div class="actions">
        <a class="primary" href="/${lang}/">${t('home')}</a>
        <a href="">${t('retry')}</a>
      </div>
      <p class="other" lang="${other}">
        ${t('other')}
        <a href="/${other}/">${t('otherHome')}</a>
      </p>
    </main>
  </body>
</html>
`;
}

/**
 * The pages route's answer when the network and its cache both fail (a Workbox plugin's
 * `handlerDidError`): the precached offline page in the language of the address. Its text is
 * copied into the service worker as it stands (workbox-build serialises plugins), so it names
 * nothing outside itself: the file names are OFFLINE_PAGES'. The precache keeps the files under
 * their address with a revision parameter, which `ignoreSearch` passes over.
 */
export async function offlineFallback({ request }: { request: Request }) {
  const english = /^\/en(\/|$)/.test(new URL(request.url).pathname);
  return caches.match(english ? '/offline-en.html' : '/offline.html', { ignoreSearch: true });
}

import { tokens } from '@fluentui/react-theme';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { darkTheme, lightTheme } from './src/app/theme/brandTheme.ts';
import { themeCss } from './src/app/theme/themeCss.ts';
import { OFFLINE_PAGES, offlineFallback, offlinePage } from './src/app/pwa/offlinePage.ts';
import offlineDe from './src/locales/de/offline.json';
import offlineEn from './src/locales/en/offline.json';

const BACKEND = 'http://localhost:3000';
// Served by the backend (the dev proxy; robots.txt, the sitemap and the feeds are made by the
// server from the public data: backend/src/seo, backend/src/calendar; the manifest, the app
// icons and the favicon from the club's settings: backend/src/club).
const BACKEND_PREFIXES = [
  '/api',
  '/public',
  '/config',
  '/verification',
  '/uploads',
  '/forms',
  '/feed',
  '/calendar',
  '/robots.txt',
  '/sitemap.xml',
  '/manifest.webmanifest',
  '/icons',
  '/favicon.svg',
];

// The club's light and dark theme as CSS variables in index.html (src/app/theme/themeCss.ts).
const themeStyle: Plugin = {
  name: 'vh-theme-css',
  transformIndexHtml: () => [
    {
      tag: 'style',
      attrs: { id: 'vh-theme' },
      children: themeCss(lightTheme, darkTheme),
      injectTo: 'head-prepend',
    },
  ],
};

// The service worker's offline pages, one per language (src/app/pwa/offlinePage.ts): files of
// the build, so the precache's glob takes them.
const offlinePages: Plugin = {
  name: 'vh-offline-pages',
  apply: 'build',
  generateBundle() {
    for (const lang of ['de', 'en'] as const) {
      this.emitFile({
        type: 'asset',
        fileName: OFFLINE_PAGES[lang],
        source: offlinePage(lang, { de: offlineDe, en: offlineEn }),
      });
    }
  },
};

// Fluent's `tokens` is an object of ~600 names, each `var(--name)` (29 KB in the landing bundle,
// for the few dozen the styles use). `tokens.x` in the app's files and in Fluent's compiled ones
// become their string at build time, so the object is not bundled; a name whose value is not
// `var(--name)` is left alone.
const TOKEN_USE = /\btokens\.([A-Za-z0-9]+)\b/g;
const TOKENS_IMPORT =
  /import\s*\{[^}]*\btokens\b[^}]*\}\s*from\s*['"]@fluentui\/(?:react-components|react-theme|tokens)['"]/;
const tokenValues = tokens as unknown as Record<string, string | undefined>;
/** `src/features/<name>/index.ts`: re-exports only, no side effects (ESLint keeps it so). */
const FEATURE_INDEX = /\/src\/features\/[^/]+\/index\.ts$/;

export const inlineTokens: Plugin = {
  name: 'vh-inline-tokens',
  enforce: 'pre',
  transform(code, id) {
    const file = id.split('?')[0] ?? id;
    const ours = !file.includes('/node_modules/') && /\.tsx?$/.test(file);
    const fluent = /\/node_modules\/@fluentui\/[^/]+\/lib\/.*\.js$/.test(file);
    if ((!ours && !fluent) || !TOKENS_IMPORT.test(code)) {
      return null;
    }
    const output = new MagicString(code);
    for (const match of code.matchAll(TOKEN_USE)) {
      const name = match[1]!;
      if (tokenValues[name] !== `var(--${name})`) continue;
      output.overwrite(
        match.index,
        match.index + match[0].length,
        JSON.stringify(`var(--${name})`),
      );
    }
    return output.hasChanged()
      ? { code: output.toString(), map: output.generateMap({ hires: true, source: file }) }
      : null;
  },
};

// `vite build --ssr src/entry-server.tsx` (isSsrBuild): the server render as one CommonJS file
// with every dependency bundled, loaded by the backend (backend/src/pages); no service worker.
const ssrBuild = {
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'virtual:pwa-register': fileURLToPath(
        new URL('./src/app/pwa/registerStub.ts', import.meta.url),
      ),
    },
  },
  ssr: { noExternal: true as const, target: 'node' as const },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: { output: { format: 'cjs' as const, entryFileNames: 'entry-server.cjs' } },
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? ssrBuild
    : {
        plugins: [
          react(),
          inlineTokens,
          themeStyle,
          offlinePages,
          VitePWA({
            strategies: 'generateSW',
            registerType: 'prompt',
            injectRegister: false, // src/app/pwa/serviceWorker.ts registers via virtual:pwa-register
            // The manifest, the app icons and the favicon are the club's: the server makes them
            // from its settings (backend club/club-site.controller.ts); index.html links them.
            manifest: false,
            workbox: {
              globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
              // The .br/.gz copies (scripts/compress-dist.mjs, after the build) are encodings, not files.
              globIgnores: ['**/*.br', '**/*.gz'],
              // The account area is rendered in the browser: offline, its paths get the app shell.
              navigateFallback: '/index.html',
              navigateFallbackAllowlist: [/^\/[a-z]{2}\/account(\/|$)/],
              cleanupOutdatedCaches: true,
              // Only public data is cached at run time; /api and /verification never are.
              runtimeCaching: [
                {
                  // Public pages are rendered on the server (DESIGN section 6): the network first, a
                  // kept copy when it fails or takes longer than 3 s, else the offline page of the
                  // address's language (offlineFallback). The copies
                  // are also written by the background warm-up (src/app/pwa/offlineWarmup.ts).
                  urlPattern: ({ request, url, sameOrigin }) =>
                    sameOrigin &&
                    request.mode === 'navigate' &&
                    !/^\/[a-z]{2}\/account(\/|$)/.test(url.pathname) &&
                    // Inlined: the worker is built from this function's text, not its closure.
                    !/^\/(api|public|config|verification|uploads|forms|feed)(\/|$)/.test(
                      url.pathname,
                    ) &&
                    !/\.[a-z0-9]+$/i.test(url.pathname),
                  handler: 'NetworkFirst',
                  method: 'GET',
                  options: {
                    cacheName: 'vh-pages',
                    networkTimeoutSeconds: 3,
                    // Only pages whose loads all succeeded (backend PublicCache COMPLETE_PAGE_HEADER).
                    cacheableResponse: { statuses: [200], headers: { 'x-vh-complete': '1' } },
                    matchOptions: { ignoreVary: true },
                    expiration: { maxEntries: 120, maxAgeSeconds: 60 * 60 * 24 * 30 },
                    plugins: [{ handlerDidError: offlineFallback }],
                  },
                },
                {
                  // Not the setup state: a first start's answer (with its link's token) is
                  // neither kept nor shown again once the site is set up.
                  urlPattern: ({ url, sameOrigin }) =>
                    sameOrigin &&
                    url.pathname !== '/public/setup' &&
                    (url.pathname.startsWith('/public/') || url.pathname === '/config'),
                  handler: 'StaleWhileRevalidate',
                  method: 'GET',
                  options: {
                    cacheName: 'vh-public',
                    cacheableResponse: { statuses: [200] },
                    expiration: { maxEntries: 100, maxAgeSeconds: 60 * 60 * 24 * 30 },
                  },
                },
                {
                  // Uploaded images and their renditions (immutable names): what a page requested
                  // through the worker, and the images of each opened page in the size its srcset
                  // picks on this device, which the app asks for with a CACHE_URLS message
                  // (src/app/pwa/offlineImages.ts). The budget (docs/performance.md, "Offline
                  // storage"): 200 images, ~10 MB at the typical 640 px rendition, least recently
                  // used first out; all of them dropped when the device's storage runs out.
                  urlPattern: ({ url, sameOrigin }) =>
                    sameOrigin && url.pathname.startsWith('/uploads/'),
                  handler: 'CacheFirst',
                  method: 'GET',
                  options: {
                    cacheName: 'vh-uploads',
                    // Same origin: never an opaque answer (Chrome counts each as ~7 MB of quota).
                    cacheableResponse: { statuses: [200] },
                    // An <img>'s Accept differs from the CACHE_URLS request's; a name is one file.
                    matchOptions: { ignoreVary: true },
                    expiration: {
                      maxEntries: 200,
                      maxAgeSeconds: 60 * 60 * 24 * 60,
                      purgeOnQuotaError: true,
                    },
                  },
                },
              ],
            },
            devOptions: { enabled: false },
          }),
        ],
        resolve: {
          alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
        },
        // changeOrigin: false keeps the browser's Host; its Origin (http://localhost:5173) is accepted
        // by refresh and logout outside production only (backend/src/auth/same-origin.ts).
        server: {
          port: 5173,
          proxy: Object.fromEntries(
            BACKEND_PREFIXES.map((prefix) => [prefix, { target: BACKEND, changeOrigin: false }]),
          ),
        },
        preview: {
          port: 4173,
          proxy: Object.fromEntries(
            BACKEND_PREFIXES.map((prefix) => [prefix, { target: BACKEND, changeOrigin: false }]),
          ),
        },
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          sourcemap: true,
          rollupOptions: {
            // A feature's index.ts only re-exports: what a page does not use of it stays out of
            // the page's chunk (the start page takes OffersSection from '@/features/courses'
            // without the back office's course list and its IndexedDB code).
            treeshake: { moduleSideEffects: (id: string) => !FEATURE_INDEX.test(id) },
          },
        },
      },
);

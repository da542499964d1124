import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { darkTheme, lightTheme } from './src/app/theme/brandTheme';
import { themeCss } from './src/app/theme/themeCss';

// Keep in sync with src/app/theme/brandTheme.ts (brandBlue[80]).
const BRAND_BLUE = '#1267B4';
const BACKEND = 'http://localhost:3000';
// Served by the backend (the dev proxy; robots.txt, the sitemap and the feeds are made by the
// server from the public data: backend/src/seo).
const BACKEND_PREFIXES = [
  '/api',
  '/public',
  '/config',
  '/verification',
  '/uploads',
  '/forms',
  '/feed',
  '/robots.txt',
  '/sitemap.xml',
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
          themeStyle,
          VitePWA({
            strategies: 'generateSW',
            registerType: 'prompt',
            injectRegister: false, // src/app/pwa/serviceWorker.ts registers via virtual:pwa-register
            includeAssets: ['favicon.svg', 'offline.html'],
            manifest: {
              name: 'TuS Musterstadt 1887 e.V.',
              short_name: 'TuS 1887',
              description: 'Website und Vereinsverwaltung des TuS Musterstadt 1887 e.V.',
              lang: 'de',
              start_url: '/de/',
              scope: '/',
              display: 'standalone',
              theme_color: BRAND_BLUE,
              background_color: '#ffffff',
              icons: [
                { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
                { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
                {
                  src: '/icons/icon-maskable-512.png',
                  sizes: '512x512',
                  type: 'image/png',
                  purpose: 'maskable',
                },
              ],
            },
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
                  // kept copy when it fails or takes longer than 3 s, else the offline page. The copies
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
                    precacheFallback: { fallbackURL: '/offline.html' },
                  },
                },
                {
                  urlPattern: ({ url, sameOrigin }) =>
                    sameOrigin &&
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
                  urlPattern: ({ url, sameOrigin }) =>
                    sameOrigin && url.pathname.startsWith('/uploads/'),
                  handler: 'CacheFirst',
                  method: 'GET',
                  options: {
                    cacheName: 'vh-uploads',
                    cacheableResponse: { statuses: [0, 200] },
                    expiration: {
                      maxEntries: 300,
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
        },
      },
);

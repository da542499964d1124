import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// Keep in sync with src/app/theme/brandTheme.ts (brandBlue[80]).
const BRAND_BLUE = '#1267B4';
const BACKEND = 'http://localhost:3000';
// Served by the backend, never by the app shell (robots.txt, the sitemap and the feeds are made
// by the server from the public data: backend/src/seo).
const BACKEND_PREFIXES = [
  '/api',
  '/public',
  '/config',
  '/verification',
  '/uploads',
  '/feed',
  '/robots.txt',
  '/sitemap.xml',
];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false, // src/app/pwa/serviceWorker.ts registers via virtual:pwa-register
      includeAssets: ['favicon.svg'],
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
        navigateFallback: '/index.html',
        // Backend paths are never answered with the app shell.
        navigateFallbackDenylist: BACKEND_PREFIXES.map(
          (p) => new RegExp(`^${escapeRegExp(p)}(/|$)`),
        ),
        cleanupOutdatedCaches: true,
        // Only public data is cached at run time; /api and /verification never are.
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && (url.pathname.startsWith('/public/') || url.pathname === '/config'),
            handler: 'StaleWhileRevalidate',
            method: 'GET',
            options: {
              cacheName: 'vh-public',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 100, maxAgeSeconds: 60 * 60 * 24 * 30 },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
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
});

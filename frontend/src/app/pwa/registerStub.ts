/**
 * The server render's stand-in for `virtual:pwa-register` (vite.config.ts aliases it in the SSR
 * build): the service worker is registered in the browser only.
 */
export function registerSW(): (reloadPage?: boolean) => Promise<void> {
  return () => Promise.resolve();
}

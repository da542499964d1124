/** Stand-in for vite-plugin-pwa's virtual module, which only exists in a Vite build. */
export function registerSW(): (reloadPage?: boolean) => Promise<void> {
  return async () => undefined;
}

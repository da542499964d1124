import { registerSW } from 'virtual:pwa-register';

type Listener = () => void;

let updateSW: ((reloadPage?: boolean) => Promise<void>) | null = null;
let needRefresh = false;
const listeners = new Set<Listener>();

/** Registers the service worker once (registerType 'prompt': a new version waits for the user). */
export function registerServiceWorker(): void {
  if (updateSW || !('serviceWorker' in navigator)) return;
  updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      needRefresh = true;
      for (const listener of listeners) listener();
    },
  });
}

export function isUpdateWaiting(): boolean {
  return needRefresh;
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Activates the waiting service worker and reloads the page. */
export async function applyUpdate(): Promise<void> {
  await updateSW?.(true);
}

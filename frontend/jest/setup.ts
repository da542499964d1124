import 'fake-indexeddb/auto';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { registerOfflineEntities } from '@/app/backOffice/offlineEntities';
import { addNamespace, initI18n } from '@/i18n';
import deAccount from '@/locales/de/account.json';
import deLogin from '@/locales/de/login.json';
import enAccount from '@/locales/en/account.json';
import enLogin from '@/locales/en/login.json';

// findBy…/waitFor wait up to 3 s instead of 1 s: on the loaded 2-core CI machine a page's first
// IndexedDB read and fetch can take longer than a second (timings are never asserted).
configure({ asyncUtilTimeout: 3_000 });

// Tests render German texts unless a test switches the language. The lazy routes' namespaces
// (added when their modules load in the app) are there from the start.
void initI18n('de');
addNamespace('account', { de: deAccount, en: enAccount });
addNamespace('login', { de: deLogin, en: enLogin });
// The app's entity descriptors, as the back office registers them.
registerOfflineEntities();

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!window.scrollTo || String(window.scrollTo).includes('notImplemented')) {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
}

// ProseMirror (the rich-text editor) measures the selection; jsdom has no layout.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const noRect = () => new DOMRect(0, 0, 0, 0);
for (const proto of [Element.prototype, Range.prototype]) {
  if (!('getClientRects' in proto) || typeof proto.getClientRects !== 'function') {
    Object.defineProperty(proto, 'getClientRects', { value: noRects, configurable: true });
  }
  if (typeof proto.getBoundingClientRect !== 'function') {
    Object.defineProperty(proto, 'getBoundingClientRect', { value: noRect, configurable: true });
  }
}

// jsdom has no object URLs (image previews); each blob gets a distinct placeholder URL.
if (typeof URL.createObjectURL !== 'function') {
  let made = 0;
  URL.createObjectURL = () => `blob:jsdom/${++made}`;
  URL.revokeObjectURL = () => undefined;
}

// Fluent's MessageBar and positioning observe sizes; jsdom has no layout.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
}

afterEach(() => {
  window.localStorage.clear();
});

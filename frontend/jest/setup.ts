import 'fake-indexeddb/auto';
import '@testing-library/jest-dom';
import { initI18n } from '@/i18n';

// Tests render German texts unless a test switches the language.
void initI18n('de');

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

import de from '@/locales/de/offline.json';
import en from '@/locales/en/offline.json';
import { offlineFallback, offlinePage } from '@/app/pwa/offlinePage';

const strings = { de, en };

/** The page's text in reading order, without its style. */
const textOf = (html: string) => {
  const page = new DOMParser().parseFromString(html, 'text/html');
  return page.body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
};

describe('the offline pages', () => {
  it('leads with English on the English page, German below', () => {
    const html = offlinePage('en', strings);
    expect(html).toContain('<html lang="en">');
    expect(textOf(html)).toMatch(/^You are offline This page has not been saved/);
    expect(html).toContain('<a class="primary" href="/en/">Go to the start page</a>');
    expect(html).toContain('<p class="other" lang="de">');
  });

  it('leads with German on the German page, English below', () => {
    const html = offlinePage('de', strings);
    expect(html).toContain('<html lang="de">');
    expect(textOf(html)).toMatch(/^Du bist offline Diese Seite wurde noch nicht/);
    expect(html).toContain('<a class="primary" href="/de/">Zur Startseite</a>');
    expect(html).toContain('<p class="other" lang="en">');
  });

  describe('the service worker’s answer without network and copy', () => {
    const match = jest.fn((url: string) => Promise.resolve(new Response(url)));
    beforeEach(() => {
      match.mockClear();
      Object.assign(globalThis, { caches: { match } });
    });
    afterEach(() => {
      delete (globalThis as { caches?: unknown }).caches;
    });

    it.each([
      ['https://verein.example/en/', '/offline-en.html'],
      ['https://verein.example/en/blog?seite=2', '/offline-en.html'],
      ['https://verein.example/de/', '/offline.html'],
      ['https://verein.example/de/english-club', '/offline.html'],
      ['https://verein.example/enterprise', '/offline.html'],
    ])('answers %s with %s', async (url, page) => {
      await offlineFallback({ request: new Request(url) });
      expect(match).toHaveBeenCalledWith(page, { ignoreSearch: true });
    });
  });
});

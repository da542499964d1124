// The anonymous request mix of issue 35 point 3, which once grew the public byte cache to
// hundreds of megabytes: page numbers in many spellings and past the last page, made-up query
// strings (long ones too), the visitor's preference cookies, feeds and calendars with queries,
// and the JSON API's page numbers and ids spelled other ways. Deterministic for a seed.
// Used by bench/cache-flood/run.mjs and backend/test/integration/public-cache-bound.int-spec.ts.

/** A small seeded PRNG (mulberry32): the same seed, the same requests. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COOKIES = ['vh.theme=dark', 'vh.cookies=accepted', 'vh.theme=dark; vh.cookies=accepted'];
const PAGES = ['/', '/impressum', '/datenschutz', '/formulare', '/volkslauf', '/sportstaetten'];
const MISPLACED = [
  'kontakt=gesendet',
  'anmeldung=gesendet',
  'bestaetigt=gebucht',
  'ergebnis=abgesagt',
];

/**
 * `count` requests `{ path, headers }` against a site with `site.pages` blog pages and the ids and
 * names it has (`posts`, `courses`: ids; `departments`: names), mixed in fixed proportions.
 */
export function floodRequests(count, site, seed = 1887) {
  const next = random(seed);
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[int(0, list.length - 1)];
  const word = (length) =>
    Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[int(0, 35)]).join('');
  // Up to a few KiB: each such address once made the cache remember one more long string.
  const query = () => `${word(int(1, 8))}=${word(int(8, next() < 0.2 ? 3000 : 60))}`;
  const mixedCase = (text) =>
    [...text].map((c) => (next() < 0.5 ? c.toUpperCase() : c.toLowerCase())).join('');
  const lang = () => (next() < 0.7 ? 'de' : 'en');
  const pageNumber = () => (next() < 0.5 ? int(1, site.pages) : int(site.pages + 1, 600));
  const spelled = (n) => {
    const roll = next();
    if (roll < 0.3) return `seite=${n}`;
    if (roll < 0.55) return `seite=${'0'.repeat(int(1, 3))}${n}`;
    if (roll < 0.7) return `seite=${n}&seite=${int(1, 600)}`;
    if (roll < 0.85) return `${query()}&seite=${n}`;
    return `seite=${n}&${query()}`;
  };
  const kinds = [
    // Blog pages: every spelling of a page number, and many past the last page.
    [0.25, () => `/${lang()}/blog?${spelled(pageNumber())}`],
    // Other pages with made-up queries, or with the parameters of other pages.
    [0.08, () => `/${lang()}${pick(PAGES)}?${next() < 0.5 ? query() : pick(MISPLACED)}`],
    // Pages named in another case, or with an id in capitals.
    [0.04, () => `/${lang()}/abteilung/${mixedCase(pick(site.departments))}`],
    [0.03, () => `/${lang()}/beitrag/${mixedCase(pick(site.posts))}?${query()}`],
    // The start page's course filter: rendered for its address, never kept.
    [0.02, () => `/${lang()}/?sport=${word(int(3, 10))}&suche=${word(int(1, 40))}`],
    // Feeds and crawler files with queries (feed readers' cache busters, made-up ones).
    [
      0.23,
      () =>
        `${pick(['/feed/blog.xml', '/feed/news.xml', '/sitemap.xml', '/robots.txt'])}?${query()}`,
    ],
    // Calendar feeds: with queries, with ids in capitals, with ids that name nothing.
    [0.05, () => `/calendar/club.ics?${query()}`],
    [
      0.05,
      () => `/calendar/course/${next() < 0.5 ? mixedCase(pick(site.courses)) : randomId()}.ics`,
    ],
    // The JSON API: page numbers in other spellings and past the end, queries, capitals.
    [0.1, () => `/public/blogPosts/${'0'.repeat(int(0, 2))}${pageNumber()}`],
    [
      0.05,
      () => `${pick(['/public/courses', '/public/news', '/public/blogPostsAmount'])}?${query()}`,
    ],
    [0.05, () => `/public/department/${mixedCase(pick(site.departments))}`],
    [0.05, () => `/public/blogPostsId/${mixedCase(pick(site.posts))}`],
  ];
  function randomId() {
    const hex = () => word(32).replace(/[^0-9a-f]/g, '0');
    const h = hex();
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
  const requests = [];
  for (let i = 0; i < count; i += 1) {
    let roll = next();
    const [, make] = kinds.find(([share]) => (roll -= share) < 0) ?? kinds[0];
    const path = make();
    const headers = { 'accept-encoding': next() < 0.7 ? 'gzip, br' : 'identity' };
    if (!path.startsWith('/public') && next() < 0.5) headers.cookie = pick(COOKIES);
    requests.push({ path, headers });
  }
  return requests;
}

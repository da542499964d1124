import { everyone, type MatrixRow } from '@test/integration/matrix/matrix';

/** Files for crawlers and feed readers (text and XML, no envelope); their content in seo.int-spec.ts. */
export const SEO_ROWS: MatrixRow[] = [
  {
    route: 'GET /robots.txt',
    access: 'public',
    call: (_, c) => c.get('/robots.txt'),
    expect: everyone(),
  },
  {
    route: 'GET /sitemap.xml',
    access: 'public',
    call: (_, c) => c.get('/sitemap.xml'),
    expect: everyone(),
  },
  {
    route: 'GET /feed/blog.xml',
    access: 'public',
    call: (_, c) => c.get('/feed/blog.xml'),
    expect: everyone(),
  },
  {
    route: 'GET /feed/news.xml',
    access: 'public',
    call: (_, c) => c.get('/feed/news.xml'),
    expect: everyone(),
  },
];

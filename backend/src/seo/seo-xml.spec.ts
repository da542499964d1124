import { escapeXml, plainExcerpt, rssXml, sitemapXml } from '@/seo/seo-xml';

describe('seo-xml', () => {
  it('escapes the five XML characters and drops control characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>\u0001`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('makes a plain-text excerpt with spaces between blocks, cut at a word', () => {
    expect(plainExcerpt('<p>Eins&nbsp;<em>zwei</em></p><ul><li>drei</li><li>vier</li></ul>')).toBe(
      'Eins zwei drei vier',
    );
    const long = plainExcerpt(`<p>${'Wort '.repeat(100)}</p>`, 50);
    expect(long).toBe(`${'Wort '.repeat(10).trim()} …`);
    expect(long.length).toBeLessThanOrEqual(52);
  });

  it('writes hreflang alternates for both languages and x-default', () => {
    const xml = sitemapXml('https://x.de', [{ path: 'abteilung/A%26B' }]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://x.de/en/abteilung/A%26B</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://x.de/de/abteilung/A%26B"');
  });

  it('writes an RSS channel whose items escape their text', () => {
    const xml = rssXml(
      {
        title: 'A & B',
        link: 'https://x.de/de/blog',
        self: 'https://x.de/feed/blog.xml',
        description: 'd',
      },
      [
        {
          title: '<Sieg>',
          link: 'https://x.de/de/beitrag/1',
          guid: 'urn:uuid:1',
          description: 'a & b',
          pubDate: new Date('2026-01-02T03:04:05Z'),
        },
      ],
    );
    expect(xml).toContain('<title>A &amp; B</title>');
    expect(xml).toContain('<title>&lt;Sieg&gt;</title>');
    expect(xml).toContain('<guid isPermaLink="false">urn:uuid:1</guid>');
    expect(xml).toContain('<pubDate>Fri, 02 Jan 2026 03:04:05 GMT</pubDate>');
    expect(xml).toContain('<lastBuildDate>Fri, 02 Jan 2026 03:04:05 GMT</lastBuildDate>');
  });
});

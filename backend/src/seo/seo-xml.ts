/**
 * Pure builders for robots.txt, the sitemap and the RSS feeds (no database, no Nest), so their
 * escaping and shape are easy to test.
 */
import { stripTags } from '@/common/sanitize';

export const LANGUAGES = ['de', 'en'] as const;

/** The public pages without parameters (the frontend's routes under /:lang). */
export const STATIC_PAGES = [
  '',
  'blog',
  'volkslauf',
  'formulare',
  'sportstaetten',
  'fsj',
  'impressum',
  'datenschutz',
  'haftunsausschluss',
  'workshop',
] as const;

const EXCERPT_LENGTH = 280;

/** Escapes text for XML character data and attribute values. */
export function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Control characters other than tab, newline and carriage return are not allowed in XML 1.0.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
  );
}

/** Plain text of the server's rich text, block ends as spaces, cut at a word to ~280 characters. */
export function plainExcerpt(html: string, max = EXCERPT_LENGTH): string {
  const text = stripTags(html.replace(/<\/(p|li|h[1-6]|div)>|<br\s*\/?>/gi, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')} …`;
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /de/account',
    'Disallow: /en/account',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export interface SitemapPage {
  /** The path after the language, e.g. "blog" or "abteilung/Turnen" (already URL-encoded). */
  path: string;
  lastmod?: Date;
}

/** Every page in both languages, each with its hreflang alternates (and x-default: German). */
export function sitemapXml(publicUrl: string, pages: SitemapPage[]): string {
  const href = (lang: string, path: string) => `${publicUrl}/${lang}/${path}`;
  const urls = pages.flatMap((page) =>
    LANGUAGES.map((lang) => {
      const alternates = [
        ...LANGUAGES.map(
          (alt) =>
            `    <xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(href(alt, page.path))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(href('de', page.path))}"/>`,
      ];
      return [
        '  <url>',
        `    <loc>${escapeXml(href(lang, page.path))}</loc>`,
        ...(page.lastmod ? [`    <lastmod>${page.lastmod.toISOString()}</lastmod>`] : []),
        ...alternates,
        '  </url>',
      ].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export interface FeedItem {
  title: string;
  /** Absolute URL of the item's page. */
  link: string;
  /** Stable id; a permalink when it equals `link`. */
  guid: string;
  /** Plain text. */
  description: string;
  pubDate: Date;
  enclosure?: { url: string; length: number; type: string };
}

export interface FeedChannel {
  title: string;
  /** Absolute URL of the HTML page of the feed. */
  link: string;
  /** Absolute URL of the feed itself. */
  self: string;
  description: string;
}

/** RSS 2.0 with atom:link rel=self; dates in RFC 822 (toUTCString). */
export function rssXml(channel: FeedChannel, items: FeedItem[]): string {
  const lastBuild = items[0]?.pubDate ?? new Date(0);
  const entries = items.map((item) =>
    [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.link)}</link>`,
      `      <guid isPermaLink="${item.guid === item.link}">${escapeXml(item.guid)}</guid>`,
      `      <description>${escapeXml(item.description)}</description>`,
      `      <pubDate>${item.pubDate.toUTCString()}</pubDate>`,
      ...(item.enclosure
        ? [
            `      <enclosure url="${escapeXml(item.enclosure.url)}" length="${item.enclosure.length}" type="${escapeXml(item.enclosure.type)}"/>`,
          ]
        : []),
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>de-DE</language>',
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { ClubService } from '@/club/club.service';
import { courseSlugs } from '@/courses/course-slug';
import { PUBLIC_NEWS_LIMIT } from '@/news/news.service';
import { PublicCache } from '@/common/public-cache';
import { FILE_STORAGE, type FileStorage } from '@/files/file-storage';
import { contentTypeOf, isUploadName, UPLOADS_PATH } from '@/files/upload-names';
import { SEO_DEPENDENCIES } from '@/seo/seo-cache';
import { SeoRepository, type FeedRow } from '@/seo/seo.repository';
import {
  STATIC_PAGES,
  plainExcerpt,
  robotsTxt,
  rssXml,
  sitemapXml,
  type FeedItem,
  type SitemapPage,
} from '@/seo/seo-xml';

/** Items per feed. */
export const FEED_LIMIT = 20;

/** robots.txt, sitemap.xml and the RSS feeds, built from the public data (served cached). */
@Injectable()
export class SeoService {
  private readonly base: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly repo: SeoRepository,
    private readonly club: ClubService,
    cache: PublicCache,
  ) {
    this.base = config.publicUrl;
    for (const { keys, sources } of SEO_DEPENDENCIES) cache.addDependents(keys, sources);
  }

  robots(): Promise<string> {
    return Promise.resolve(robotsTxt(this.base));
  }

  async sitemap(): Promise<string> {
    const [departments, courses, news, posts, venues] = await Promise.all([
      this.repo.departmentPages(),
      this.repo.coursePages(),
      this.repo.latestNews(PUBLIC_NEWS_LIMIT),
      this.repo.postPages(),
      this.repo.venuePages(),
    ]);
    const slugs = courseSlugs(courses);
    const pages: SitemapPage[] = [
      ...STATIC_PAGES.map((path) => ({ path })),
      ...departments.map((d) => ({
        path: `abteilung/${encodeURIComponent(d.name)}`,
        lastmod: d.updatedAt,
      })),
      ...courses.map((c) => ({ path: `angebot/${slugs.get(c.id) ?? c.id}`, lastmod: c.updatedAt })),
      ...news.map((n) => ({ path: `news/${n.id}`, lastmod: n.createdAt })),
      ...posts.map((p) => ({ path: `beitrag/${p.id}`, lastmod: p.updatedAt })),
      ...venues.map((v) => ({ path: `sportstaetten/${v.id}`, lastmod: v.updatedAt })),
    ];
    return sitemapXml(this.base, pages);
  }

  async blogFeed(): Promise<string> {
    const [rows, name] = await Promise.all([
      this.repo.latestPosts(FEED_LIMIT),
      this.club.siteName(),
    ]);
    const items = await Promise.all(
      rows.map((row) => this.item(row, `${this.base}/de/beitrag/${row.id}`)),
    );
    return rssXml(
      {
        title: `${name} – Blog`,
        link: `${this.base}/de/blog`,
        self: `${this.base}/feed/blog.xml`,
        description: `Berichte aus dem Verein und den Abteilungen des ${name}`,
      },
      items,
    );
  }

  async newsFeed(): Promise<string> {
    const [rows, name] = await Promise.all([
      this.repo.latestNews(FEED_LIMIT),
      this.club.siteName(),
    ]);
    // Each links to its own page, /de/news/{id}, which reads the public news list (the same
    // latest PUBLIC_NEWS_LIMIT items as this feed, so every item here has its page).
    const items = await Promise.all(
      rows.map((row) => this.item(row, `${this.base}/de/news/${row.id}`, `urn:uuid:${row.id}`)),
    );
    return rssXml(
      {
        title: `${name} – Neuigkeiten`,
        link: `${this.base}/de/`,
        self: `${this.base}/feed/news.xml`,
        description: `Wichtige Hinweise des ${name}`,
      },
      items,
    );
  }

  private async item(row: FeedRow, link: string, guid = link): Promise<FeedItem> {
    return {
      title: row.title,
      link,
      guid,
      description: plainExcerpt(row.text),
      pubDate: row.createdAt,
      enclosure: await this.enclosure(row.photoUrl),
    };
  }

  /** RSS wants the byte length: read from the storage for our uploads, 0 for other URLs. */
  private async enclosure(photoUrl: string | null): Promise<FeedItem['enclosure']> {
    if (!photoUrl) return undefined;
    const name = photoUrl.startsWith(`${UPLOADS_PATH}/`)
      ? photoUrl.slice(UPLOADS_PATH.length + 1)
      : null;
    if (name && isUploadName(name)) {
      const file = await this.storage.get(name);
      file?.stream.destroy();
      if (!file) return undefined;
      return { url: `${this.base}${photoUrl}`, length: file.size, type: contentTypeOf(name) };
    }
    const url = /^https?:\/\//.test(photoUrl) ? photoUrl : `${this.base}${photoUrl}`;
    const type = /\.png$/i.test(photoUrl) ? 'image/png' : 'image/jpeg';
    return { url, length: 0, type };
  }
}

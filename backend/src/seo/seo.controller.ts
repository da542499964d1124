import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { PublicCache } from '@/common/public-cache';
import {
  SEO_BLOG_FEED_KEY,
  SEO_NEWS_FEED_KEY,
  SEO_ROBOTS_KEY,
  SEO_SITEMAP_KEY,
} from '@/seo/seo-cache';
import { SeoService } from '@/seo/seo.service';

const TEXT = 'text/plain; charset=utf-8';
const XML = 'application/xml; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';

/**
 * Files for crawlers and feed readers at the site's root, from the byte cache (strong ETag, 304,
 * gzip) like the public JSON. Not in the OpenAPI document: they are not JSON API calls, their
 * formats are fixed by robots.txt, sitemaps.org and RSS 2.0 (docs/api.md describes them).
 */
@ApiExcludeController()
@Controller()
export class SeoPublicController {
  constructor(
    private readonly seo: SeoService,
    private readonly cache: PublicCache,
  ) {}

  @Get('robots.txt')
  @Public()
  async robots(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(req, reply, SEO_ROBOTS_KEY, () => this.seo.robots(), {
      contentType: TEXT,
    });
  }

  @Get('sitemap.xml')
  @Public()
  async sitemap(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(req, reply, SEO_SITEMAP_KEY, () => this.seo.sitemap(), {
      contentType: XML,
    });
  }

  @Get('feed/blog.xml')
  @Public()
  async blogFeed(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(req, reply, SEO_BLOG_FEED_KEY, () => this.seo.blogFeed(), {
      contentType: RSS,
    });
  }

  @Get('feed/news.xml')
  @Public()
  async newsFeed(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(req, reply, SEO_NEWS_FEED_KEY, () => this.seo.newsFeed(), {
      contentType: RSS,
    });
  }
}

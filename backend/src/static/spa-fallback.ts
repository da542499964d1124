import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@/config/env';

/** Paths that belong to the API; everything else that is not a file is a page of the PWA. */
export const API_PREFIXES = [
  '/api',
  '/public',
  '/config',
  '/verification',
  '/uploads',
  '/forms',
  '/feed',
  '/robots.txt',
  '/sitemap.xml',
];

const FILE_EXTENSION =
  /\.(?:m?js|css|map|json|webmanifest|txt|xml|png|jpe?g|webp|gif|svg|ico|woff2?|pdf)$/i;

/** Answers unknown page paths with index.html, so the client router shows the page or its 404. */
@Injectable()
export class SpaFallback {
  private readonly indexHtml: Buffer | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const file = config.staticDir ? join(config.staticDir, 'index.html') : null;
    this.indexHtml = file && existsSync(file) ? readFileSync(file) : null;
  }

  handles(request: FastifyRequest): boolean {
    if (!this.indexHtml || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const path = request.url.split('?')[0] ?? '/';
    // A missing file (an old hashed asset, say) must be a 404, not HTML under a .js name.
    if (FILE_EXTENSION.test(path)) return false;
    return !API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  }

  send(reply: FastifyReply): void {
    void reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(this.indexHtml);
  }
}

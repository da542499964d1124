import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { AppError } from '@/common/app-error';
import { PublicCache } from '@/common/public-cache';
import { ClubService, PUBLIC_CLUB_KEY } from '@/club/club.service';
import { ICON_FILES, crestSvg, iconPng, webManifest, type IconFile } from '@/club/club-icons';
import { FILE_STORAGE, type FileStorage } from '@/files/file-storage';
import { UPLOADS_PATH, isUploadName } from '@/files/upload-names';

/** The manifest's key in the public cache; built from the club's settings. */
export const MANIFEST_KEY = 'club:manifest';
/** Icons kept rendered (three sizes and the favicon of the current settings, plus a change). */
const KEPT_ICONS = 8;

/**
 * The site's identity files, made from the club's settings: the web app manifest (its name) and
 * the app icons and favicon (its logo, else a crest with its initials). Not JSON API calls, so
 * not in the OpenAPI document (docs/api.md describes them).
 */
@ApiExcludeController()
@Controller()
export class ClubSiteController {
  /** PNG bytes by `<settings version>:<file>`: rendering a 512 px icon takes a while. */
  private readonly icons = new Map<string, Buffer>();

  constructor(
    private readonly club: ClubService,
    private readonly cache: PublicCache,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {
    cache.addDependents([MANIFEST_KEY], [PUBLIC_CLUB_KEY]);
  }

  @Get('manifest.webmanifest')
  @Public()
  async manifest(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(
      req,
      reply,
      MANIFEST_KEY,
      async () => JSON.stringify(webManifest(await this.club.publicClub())),
      { contentType: 'application/manifest+json; charset=utf-8' },
    );
  }

  @Get('favicon.svg')
  @Public()
  async favicon(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { club, version, logo } = await this.club.identity();
    if (logo) {
      // A logo is a picture, not a vector: the browser takes the PNG icon as the favicon.
      return this.sendIcon(req, reply, 'icon-192.png');
    }
    this.answer(req, reply, `"crest-${version}"`, 'image/svg+xml', Buffer.from(crestSvg(club)));
  }

  @Get('icons/:file')
  @Public()
  async icon(
    @Param('file') file: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (!Object.hasOwn(ICON_FILES, file)) throw AppError.notFound('Diese Datei gibt es nicht.');
    await this.sendIcon(req, reply, file as IconFile);
  }

  private async sendIcon(req: FastifyRequest, reply: FastifyReply, file: IconFile) {
    const { club, version, logo } = await this.club.identity();
    const key = `${version}:${logo ?? ''}:${file}`;
    let png = this.icons.get(key);
    if (!png) {
      png = await iconPng(club, file, await this.logoBytes(logo));
      if (this.icons.size >= KEPT_ICONS) this.icons.delete(this.icons.keys().next().value!);
      this.icons.set(key, png);
    }
    this.answer(req, reply, `"${file}-${version}"`, 'image/png', png);
  }

  /** The uploaded logo's original, or none (no logo, or a file that is gone). */
  private async logoBytes(logo: string | null): Promise<Buffer | null> {
    const name = logo?.startsWith(`${UPLOADS_PATH}/`) ? logo.slice(UPLOADS_PATH.length + 1) : null;
    if (!name || !isUploadName(name)) return null;
    const file = await this.storage.get(name);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** Revalidated on each use (no-cache, ETag by the settings' version): a new logo shows at once. */
  private answer(
    req: FastifyRequest,
    reply: FastifyReply,
    etag: string,
    type: string,
    body: Buffer,
  ): void {
    void reply.header('etag', etag).header('cache-control', 'no-cache');
    if (req.headers['if-none-match'] === etag) {
      void reply.status(304).send();
      return;
    }
    void reply.header('content-type', type).send(body);
  }
}

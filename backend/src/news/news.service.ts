import { PUBLIC_NEWS_KEY } from '@/news/news-cache';
import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '@/auth/auth-user';
import { AuditService } from '@/audit/audit.service';
import { AppError } from '@/common/app-error';
import { DEFAULT_PAGE_SIZE, type PageQueryDto } from '@/common/page-query.dto';
import { PublicCache } from '@/common/public-cache';
import { stripTags } from '@/common/sanitize';
import { NewsPolicy } from '@/news/news.policy';
import { EntityImageService } from '@/files/entity-image.service';
import { NEWS_PHOTO, NewsRepository, type NewsRow } from '@/news/news.repository';
import { mapNews, mapPublicNews } from '@/news/news.mapper';
import type {
  CreateNewsDto,
  NewsDto,
  NewsPageDto,
  PublicNewsDto,
  UpdateNewsDto,
} from '@/news/dto/news.dto';

/** The public feed shows the newest this many items. */
export const PUBLIC_NEWS_LIMIT = 20;
const NOT_FOUND = 'Die Neuigkeit wurde nicht gefunden.';

/** News are public on save (DESIGN section 5); every change drops the cached feed. */
@Injectable()
export class NewsService {
  constructor(
    private readonly repo: NewsRepository,
    private readonly cache: PublicCache,
    private readonly audit: AuditService,
    private readonly images: EntityImageService,
  ) {}

  async list(user: AuthUser, query: PageQueryDto): Promise<NewsPageDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const [rows, total] = await Promise.all([
      this.repo.page(limit, (page - 1) * limit),
      this.repo.total(),
    ]);
    return {
      items: rows.map((r) => mapNews(r, NewsPolicy.mayDelete(user, r.createdBy))),
      total,
      page,
      limit,
    };
  }

  async publicList(): Promise<PublicNewsDto[]> {
    return (await this.repo.page(PUBLIC_NEWS_LIMIT)).map(mapPublicNews);
  }

  async create(user: AuthUser, dto: CreateNewsDto): Promise<NewsDto> {
    const id = await this.repo.insert({
      id: dto._id,
      title: stripTags(dto.title),
      text: stripTags(dto.text),
      info: dto.info ? stripTags(dto.info) : '',
      createdBy: user.id,
    });
    this.cache.invalidate(PUBLIC_NEWS_KEY);
    return mapNews((await this.repo.findById(id))!, true);
  }

  /** The author, an admin or the owner change title, text and info (If-Match). */
  async update(user: AuthUser, dto: UpdateNewsDto, version: number): Promise<NewsDto> {
    await this.findChangeable(user, dto._id);
    const values = {
      ...(dto.title !== undefined && { title: stripTags(dto.title) }),
      ...(dto.text !== undefined && { text: stripTags(dto.text) }),
      // `null` clears the info line (an empty text would break its three-character rule).
      ...(dto.info !== undefined && { info: dto.info ? stripTags(dto.info) : '' }),
    };
    if (!(await this.repo.updateVersioned(dto._id, version, values))) {
      const now = await this.repo.findById(dto._id);
      if (!now) throw AppError.notFound(NOT_FOUND);
      throw AppError.versionConflict(
        'Die Neuigkeit wurde inzwischen von jemand anderem geändert.',
        mapNews(now, true),
      );
    }
    this.cache.invalidate(PUBLIC_NEWS_KEY);
    return mapNews((await this.repo.findById(dto._id))!, true);
  }

  /** Public at once (news have no working copy), so the replaced image's files are deleted. */
  async uploadImage(user: AuthUser, id: string, request: FastifyRequest): Promise<NewsDto> {
    await this.findChangeable(user, id);
    await this.images.replace(request, NEWS_PHOTO, id, { notFound: NOT_FOUND });
    this.cache.invalidate(PUBLIC_NEWS_KEY);
    return mapNews((await this.repo.findById(id))!, true);
  }

  /** Someone else's news answers the same 404 as a missing one. */
  async remove(user: AuthUser, id: string): Promise<void> {
    const row = await this.findChangeable(user, id);
    await this.repo.delete(id);
    await this.audit.record({
      action: 'delete',
      actor: user,
      entityType: 'news',
      entityId: id,
      details: { title: row.title },
    });
    this.cache.invalidate(PUBLIC_NEWS_KEY);
    await this.images.remove(row.photoUrl);
  }

  /** The item if the caller may change it; someone else's answers the same 404 as a missing one. */
  private async findChangeable(user: AuthUser, id: string): Promise<NewsRow> {
    const row = await this.repo.findById(id);
    if (!row || !NewsPolicy.mayDelete(user, row.createdBy)) throw AppError.notFound(NOT_FOUND);
    return row;
  }
}

import { PUBLIC_NEWS_KEY } from '@/news/news-cache';
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@/auth/auth-user';
import { AuditService } from '@/audit/audit.service';
import { AppError } from '@/common/app-error';
import { DEFAULT_PAGE_SIZE, type PageQueryDto } from '@/common/page-query.dto';
import { PublicCache } from '@/common/public-cache';
import { stripTags } from '@/common/sanitize';
import { NewsPolicy } from '@/news/news.policy';
import { NewsRepository } from '@/news/news.repository';
import { mapNews, mapPublicNews } from '@/news/news.mapper';
import type { CreateNewsDto, NewsDto, NewsPageDto, PublicNewsDto } from '@/news/dto/news.dto';

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

  /** Someone else's news answers the same 404 as a missing one. */
  async remove(user: AuthUser, id: string): Promise<void> {
    const row = await this.repo.findById(id);
    if (!row || !NewsPolicy.mayDelete(user, row.createdBy)) throw AppError.notFound(NOT_FOUND);
    await this.repo.delete(id);
    await this.audit.record({
      action: 'delete',
      actor: user,
      entityType: 'news',
      entityId: id,
      details: { title: row.title },
    });
    this.cache.invalidate(PUBLIC_NEWS_KEY);
  }
}

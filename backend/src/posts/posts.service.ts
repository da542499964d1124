import { PUBLIC_POSTS_PREFIX } from '@/posts/post-cache';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '@/auth/auth-user';
import { AuditService } from '@/audit/audit.service';
import { AppError, ErrorCode } from '@/common/app-error';
import { DEFAULT_PAGE_SIZE } from '@/common/page-query.dto';
import { PublicCache } from '@/common/public-cache';
import { sanitizeRichText, stripTags } from '@/common/sanitize';
import type { PostCategory, PostSocialMedia } from '@/db/schema';
import { EntityImageService } from '@/files/entity-image.service';
import { PostsPolicy } from '@/posts/posts.policy';
import {
  POST_PHOTO,
  PostsRepository,
  type PostEditable,
  type PostRow,
} from '@/posts/posts.repository';
import { mapPost, mapPublicPost } from '@/posts/post.mapper';
import type {
  LikeResultDto,
  PostDto,
  PostPageDto,
  PublicPostDto,
  ViewResultDto,
} from '@/posts/dto/post.dto';
import type { CreatePostDto, PostListQueryDto, UpdatePostDto } from '@/posts/dto/post-input.dto';
import { LikeLimiter } from '@/posts/like-limiter';

const NOT_FOUND = 'Der Beitrag wurde nicht gefunden.';
const DEPARTMENT_NOT_FOUND = 'Die Abteilung wurde nicht gefunden.';
/** A blog page past the last one, or a page number spelled another way (`03`). */
export const NO_SUCH_PAGE = 'Diese Seite des Blogs gibt es nicht.';
/** Posts per public page (`GET /public/blogPosts/{page}`). */
export const PUBLIC_PAGE_SIZE = 10;
/** Pages beyond this are refused, so the cache holds a bounded number of entries. */
export const MAX_PUBLIC_PAGE = 500;
/**
 * Views change on every read of a post; the public lists show them at most this much later, so a
 * busy post does not empty the byte cache on every view (docs/api.md, "Blog").
 */
export const VIEWS_REFRESH_MS = 60_000;

@Injectable()
export class PostsService implements OnModuleDestroy {
  /** Every public cache key that holds posts; all are dropped together on a change. */
  private readonly publicKeys = new Set<string>();
  private lastCountsRefresh = 0;
  private viewsTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly repo: PostsRepository,
    private readonly cache: PublicCache,
    private readonly audit: AuditService,
    private readonly images: EntityImageService,
    private readonly likeLimiter: LikeLimiter,
  ) {}

  onModuleDestroy(): void {
    if (this.viewsTimer) clearTimeout(this.viewsTimer);
  }

  async list(user: AuthUser, query: PostListQueryDto): Promise<PostPageDto> {
    const where = this.repo.scopeCondition(PostsPolicy.scopeFor(user));
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const [rows, total] = await Promise.all([
      this.repo.find({
        where,
        sort: query.sort,
        order: query.order,
        limit,
        offset: (page - 1) * limit,
      }),
      this.repo.count(where),
    ]);
    return { items: rows.map(mapPost), total, page, limit };
  }

  async create(user: AuthUser, dto: CreatePostDto): Promise<PostDto> {
    const values = await this.toValues(user, dto, null);
    const id = await this.repo.insert({
      ...values,
      id: dto._id,
      title: values.title!,
      text: values.text!,
      ownerId: user.id,
    });
    this.invalidatePublic();
    return mapPost((await this.repo.findOne(this.repo.byId(id)))!);
  }

  async update(user: AuthUser, dto: UpdatePostDto, version: number): Promise<PostDto> {
    const current = await this.findEditable(user, dto._id);
    const values = await this.toValues(user, dto, current);
    if (!(await this.repo.updateVersioned(current.id, version, values))) {
      const now = await this.repo.findOne(this.repo.byId(current.id));
      if (!now) throw AppError.notFound(NOT_FOUND);
      throw AppError.versionConflict(
        'Der Beitrag wurde inzwischen von jemand anderem geändert.',
        mapPost(now),
      );
    }
    this.invalidatePublic();
    return mapPost((await this.repo.findOne(this.repo.byId(current.id)))!);
  }

  /** Public at once (posts have no working copy), so the replaced image's files are deleted. */
  async uploadImage(user: AuthUser, id: string, request: FastifyRequest): Promise<PostDto> {
    await this.findEditable(user, id);
    await this.images.replace(request, POST_PHOTO, id, { notFound: NOT_FOUND });
    this.invalidatePublic();
    return mapPost((await this.repo.findOne(this.repo.byId(id)))!);
  }

  async toggleBlock(user: AuthUser, id: string): Promise<PostDto> {
    const post = await this.findEditable(user, id);
    const blocked = !post.blocked;
    await this.repo.setBlocked(id, blocked, blocked ? user.id : null);
    await this.audit.record({
      action: blocked ? 'block' : 'unblock',
      actor: user,
      entityType: 'post',
      entityId: id,
      details: { title: post.title },
    });
    this.invalidatePublic();
    return mapPost((await this.repo.findOne(this.repo.byId(id)))!);
  }

  /** PostsDelete is admin/owner only (spec section 6), so any post may be deleted. */
  async remove(user: AuthUser, id: string): Promise<void> {
    const post = await this.repo.findOne(this.repo.byId(id));
    if (!post) throw AppError.notFound(NOT_FOUND);
    await this.repo.delete(id);
    await this.audit.record({
      action: 'delete',
      actor: user,
      entityType: 'post',
      entityId: id,
      details: { title: post.title, article_number: post.articleNumber },
    });
    this.invalidatePublic();
    await this.images.remove(post.photoUrl);
  }

  // Public reads: only unblocked posts, newest first.

  /** A page past the last one is 404 (page 1 of an empty blog is `[]`): nothing to keep for it. */
  async publicPage(page: number): Promise<PublicPostDto[]> {
    const rows = await this.repo.find({
      where: this.repo.visible(),
      limit: PUBLIC_PAGE_SIZE,
      offset: (page - 1) * PUBLIC_PAGE_SIZE,
    });
    if (page > 1 && rows.length === 0) throw AppError.notFound(NO_SUCH_PAGE);
    return rows.map(mapPublicPost);
  }

  async publicOne(id: string): Promise<PublicPostDto> {
    const row = await this.repo.findOne(this.repo.visible(this.repo.byId(id)));
    if (!row) throw AppError.notFound(NOT_FOUND);
    return mapPublicPost(row);
  }

  async publicCount(): Promise<{ count: number }> {
    return { count: await this.repo.count(this.repo.visible()) };
  }

  async publicOfDepartment(name: string): Promise<PublicPostDto[]> {
    const departmentId = await this.repo.publicDepartmentId(name);
    if (!departmentId) throw AppError.notFound(DEPARTMENT_NOT_FOUND);
    const rows = await this.repo.find({
      where: this.repo.visible(this.repo.ofDepartment(departmentId)),
      limit: 100,
    });
    return rows.map(mapPublicPost);
  }

  async publicWorkshopPosts(): Promise<PublicPostDto[]> {
    const rows = await this.repo.find({
      where: this.repo.visible(this.repo.ofCategory('workshop')),
      limit: 100,
    });
    return rows.map(mapPublicPost);
  }

  /**
   * A public cache key for posts and its loader. The key is remembered before the load (so a
   * change during the load drops it) and forgotten when the load fails (a missing post or
   * department), so made-up ids do not pile up.
   */
  publicRead<T>(name: string, load: () => Promise<T>): [string, () => Promise<T>] {
    const key = `${PUBLIC_POSTS_PREFIX}${name}`;
    return [
      key,
      async () => {
        this.publicKeys.add(key);
        try {
          return await load();
        } catch (error) {
          this.publicKeys.delete(key);
          throw error;
        }
      },
    ];
  }

  /** One like per device, and at most LIKES_PER_ADDRESS_AND_POST new ones per address and day. */
  async like(id: string, deviceId: string, client: string): Promise<LikeResultDto> {
    const giveBack = await this.likeLimiter.take(client, id);
    let result: LikeResultDto | null = null;
    try {
      result = await this.repo.like(id, deviceId);
    } finally {
      if (!result?.counted) await giveBack();
    }
    if (!result) throw AppError.notFound(NOT_FOUND);
    // Likes are rare (one per device) and the liker expects to see theirs: refresh at once.
    if (result.counted) this.invalidatePublic(false);
    return result;
  }

  async view(id: string): Promise<ViewResultDto> {
    const views = await this.repo.incrementViews(id);
    if (views === null) throw AppError.notFound(NOT_FOUND);
    this.countsChanged();
    return { views };
  }

  private async findEditable(user: AuthUser, id: string): Promise<PostRow> {
    const scope = this.repo.scopeCondition(PostsPolicy.scopeFor(user));
    const byId = this.repo.byId(id);
    const row = await this.repo.findOne(scope ? this.repo.and(byId, scope) : byId);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  /** Sanitized columns of a create (current = null) or a partial update. */
  private async toValues(
    user: AuthUser,
    dto: Partial<CreatePostDto>,
    current: PostRow | null,
  ): Promise<Partial<PostEditable>> {
    const values: Partial<PostEditable> = {};
    const invalid: Record<string, string> = {};
    if (dto.title !== undefined) {
      values.title = stripTags(dto.title);
      if (values.title.length < 3) invalid.title = 'Mindestens 3 Zeichen.';
    }
    if (dto.text !== undefined) {
      values.text = sanitizeRichText(dto.text);
      // What is left after sanitizing must still be a text of three characters.
      if (stripTags(values.text).length < 3) invalid.text = 'Mindestens 3 Zeichen.';
    }
    // `null` clears the info line, as for news.
    if (dto.info !== undefined) values.info = dto.info ? stripTags(dto.info) : '';
    if (dto.social_media !== undefined) {
      values.socialMedia = Object.fromEntries(
        Object.entries(dto.social_media).filter(([, v]) => Boolean(v)),
      ) as PostSocialMedia;
    }
    const departmentId =
      dto.department !== undefined ? dto.department : (current?.departmentId ?? null);
    const category: PostCategory =
      dto.category ?? current?.category ?? (departmentId ? 'department' : 'club');
    if (category === 'department' && !departmentId) {
      invalid.department = 'Bitte wähle eine Abteilung für einen Abteilungsbeitrag.';
    }
    if (Object.keys(invalid).length) {
      throw new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', {
        details: invalid,
      });
    }
    if (departmentId && departmentId !== current?.departmentId) {
      const allowed =
        PostsPolicy.mayUseDepartment(user, departmentId) &&
        (await this.repo.departmentExists(departmentId));
      if (!allowed) throw AppError.notFound(DEPARTMENT_NOT_FOUND);
    }
    if (dto.department !== undefined) values.departmentId = departmentId;
    if (dto.category !== undefined || !current) values.category = category;
    return values;
  }

  /** `written`: a post changed (not only a count), so the sitemap and the blog feed go too. */
  private invalidatePublic(written = true): void {
    this.cache.invalidate(...this.publicKeys);
    // Reaches the keys built from posts (PublicCache.addDependents) even when no list is cached.
    if (written) this.cache.invalidatePrefix(PUBLIC_POSTS_PREFIX);
    this.lastCountsRefresh = Date.now();
    if (this.viewsTimer) clearTimeout(this.viewsTimer);
    this.viewsTimer = null;
  }

  /** Views reach the cached lists at most VIEWS_REFRESH_MS late, never by one drop per view. */
  private countsChanged(): void {
    const wait = this.lastCountsRefresh + VIEWS_REFRESH_MS - Date.now();
    if (wait <= 0) this.refreshCounts();
    else this.viewsTimer ??= setTimeout(() => this.refreshCounts(), wait).unref();
  }

  /** Only counts changed: during a database outage the previous lists stay readable. */
  private refreshCounts(): void {
    this.cache.expire(...this.publicKeys);
    this.lastCountsRefresh = Date.now();
    if (this.viewsTimer) clearTimeout(this.viewsTimer);
    this.viewsTimer = null;
  }
}

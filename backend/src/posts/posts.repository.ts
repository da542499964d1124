import { Inject, Injectable } from '@nestjs/common';
import { aliasedTable, and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { departments, postLikes, posts, users, type PostCategory } from '@/db/schema';
import { imageSlot } from '@/files/image-column.repository';
import type { PostScope } from '@/posts/posts.policy';
import type { PostSortField } from '@/posts/dto/post-input.dto';

export type PostInsert = typeof posts.$inferInsert;
export type PostRow = typeof posts.$inferSelect & {
  department: { id: string; name: string; title: string } | null;
  ownerName: string | null;
  ownerPhoto: string | null;
  blockedByName: string | null;
};
export type PostEditable = Pick<
  PostInsert,
  'title' | 'text' | 'info' | 'socialMedia' | 'category' | 'departmentId'
>;

const owner = aliasedTable(users, 'owner');
const blocker = aliasedTable(users, 'blocker');
const fullName = (table: typeof users) =>
  sql<string>`${table.firstname} || ' ' || ${table.lastname}`;

const SORT_COLUMNS = {
  created_at: posts.createdAt,
  title: posts.title,
  likes: posts.likes,
  views: posts.views,
  article_number: posts.articleNumber,
} satisfies Record<PostSortField, unknown>;

export interface PostQuery {
  where?: SQL;
  sort?: PostSortField;
  order?: 'asc' | 'desc';
  limit: number;
  offset?: number;
}

/** The post's image (public at once), set by EntityImageService. */
export const POST_PHOTO = imageSlot(posts, 'photoUrl');

@Injectable()
export class PostsRepository {
  constructor(@Inject(DATABASE) readonly db: Database) {}

  async find(query: PostQuery): Promise<PostRow[]> {
    const column = SORT_COLUMNS[query.sort ?? 'created_at'];
    const direction = query.order === 'asc' ? asc : desc;
    const rows = await this.db
      .select({
        post: posts,
        department: { id: departments.id, name: departments.name, title: departments.title },
        ownerName: fullName(owner),
        ownerPhoto: owner.photoUrl,
        blockedByName: fullName(blocker),
      })
      .from(posts)
      .leftJoin(departments, eq(posts.departmentId, departments.id))
      .leftJoin(owner, eq(posts.ownerId, owner.id))
      .leftJoin(blocker, eq(posts.blockedBy, blocker.id))
      .where(query.where)
      // The article number breaks ties, so pages never overlap.
      .orderBy(direction(column), direction(posts.articleNumber))
      .limit(query.limit)
      .offset(query.offset ?? 0);
    return rows.map((r) => ({
      ...r.post,
      department: r.department,
      ownerName: r.post.ownerId ? r.ownerName : null,
      ownerPhoto: r.post.ownerId ? r.ownerPhoto : null,
      blockedByName: r.post.blockedBy ? r.blockedByName : null,
    }));
  }

  async count(where?: SQL): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(posts).where(where);
    return row?.n ?? 0;
  }

  async findOne(where: SQL): Promise<PostRow | null> {
    const [row] = await this.find({ where, limit: 1 });
    return row ?? null;
  }

  scopeCondition(scope: PostScope): SQL | undefined {
    if (scope.all) return undefined;
    const own = eq(posts.ownerId, scope.ownerId);
    return scope.departmentId ? or(own, eq(posts.departmentId, scope.departmentId)) : own;
  }

  and(...conditions: SQL[]): SQL {
    return and(...conditions)!;
  }

  byId(id: string): SQL {
    return eq(posts.id, id);
  }

  visible(extra?: SQL): SQL {
    return extra ? and(eq(posts.blocked, false), extra)! : eq(posts.blocked, false);
  }

  ofDepartment(departmentId: string): SQL {
    return eq(posts.departmentId, departmentId);
  }

  ofCategory(category: PostCategory): SQL {
    return eq(posts.category, category);
  }

  async insert(values: PostInsert): Promise<string> {
    const [row] = await this.db.insert(posts).values(values).returning({ id: posts.id });
    return row!.id;
  }

  /** Applies the change only if the row still has `version`; false when it moved on. */
  async updateVersioned(id: string, version: number, values: Partial<PostEditable>) {
    const rows = await this.db
      .update(posts)
      .set({ ...values, version: sql`${posts.version} + 1`, updatedAt: new Date() })
      .where(and(eq(posts.id, id), eq(posts.version, version)))
      .returning({ id: posts.id });
    return rows.length > 0;
  }

  /** Block state is not an edited field: it does not bump `version` (no conflict with an edit). */
  async setBlocked(id: string, blocked: boolean, blockedBy: string | null): Promise<void> {
    await this.db.update(posts).set({ blocked, blockedBy }).where(eq(posts.id, id));
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(posts).where(eq(posts.id, id));
  }

  /**
   * One like per (post, device): the insert is skipped for a known device, and only a new row
   * adds one to the counter, in the same transaction. Null when the post is missing or blocked.
   */
  async like(id: string, deviceId: string): Promise<{ likes: number; counted: boolean } | null> {
    return this.db.transaction(async (tx) => {
      const [post] = await tx
        .select({ likes: posts.likes })
        .from(posts)
        .where(and(eq(posts.id, id), eq(posts.blocked, false)));
      if (!post) return null;
      const inserted = await tx
        .insert(postLikes)
        .values({ postId: id, deviceId })
        .onConflictDoNothing()
        .returning({ postId: postLikes.postId });
      if (inserted.length === 0) return { likes: post.likes, counted: false };
      const [row] = await tx
        .update(posts)
        .set({ likes: sql`${posts.likes} + 1` })
        .where(eq(posts.id, id))
        .returning({ likes: posts.likes });
      return { likes: row!.likes, counted: true };
    });
  }

  /** Atomic in the database (no read-modify-write), so concurrent views are never lost. */
  async incrementViews(id: string): Promise<number | null> {
    const [row] = await this.db
      .update(posts)
      .set({ views: sql`${posts.views} + 1` })
      .where(and(eq(posts.id, id), eq(posts.blocked, false)))
      .returning({ views: posts.views });
    return row?.views ?? null;
  }

  async departmentExists(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.id, id));
    return Boolean(row);
  }

  /** A public department by its name (the spec's URL key), case-insensitive. */
  async publicDepartmentId(name: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: departments.id })
      .from(departments)
      .where(and(sql`lower(${departments.name}) = lower(${name})`, eq(departments.public, true)));
    return row?.id ?? null;
  }
}

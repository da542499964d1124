import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { news, users } from '@/db/schema';
import { imageSlot } from '@/files/image-column.repository';

export type NewsRow = typeof news.$inferSelect & { authorName: string | null };
export type NewsInsert = typeof news.$inferInsert;

/** The item's image (public at once), set by EntityImageService. */
export const NEWS_PHOTO = imageSlot(news, 'photoUrl');

@Injectable()
export class NewsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Newest first; `id` narrows to one row. */
  async page(limit: number, offset = 0, id?: string): Promise<NewsRow[]> {
    const rows = await this.db
      .select({ news, authorName: sql<string>`${users.firstname} || ' ' || ${users.lastname}` })
      .from(news)
      .leftJoin(users, eq(news.createdBy, users.id))
      .where(id ? eq(news.id, id) : undefined)
      .orderBy(desc(news.createdAt), desc(news.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({ ...r.news, authorName: r.news.createdBy ? r.authorName : null }));
  }

  async findById(id: string): Promise<NewsRow | null> {
    const [row] = await this.page(1, 0, id);
    return row ?? null;
  }

  async total(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(news);
    return row?.n ?? 0;
  }

  async insert(values: NewsInsert): Promise<string> {
    const [row] = await this.db.insert(news).values(values).returning({ id: news.id });
    return row!.id;
  }

  /** Applies `values` if the row still has `version`; false when it changed (or is gone). */
  async updateVersioned(
    id: string,
    version: number,
    values: Partial<Pick<NewsInsert, 'title' | 'text' | 'info'>>,
  ): Promise<boolean> {
    const rows = await this.db
      .update(news)
      .set({ ...values, version: sql`${news.version} + 1`, updatedAt: new Date() })
      .where(and(eq(news.id, id), eq(news.version, version)))
      .returning({ id: news.id });
    return rows.length > 0;
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(news).where(eq(news.id, id));
  }
}

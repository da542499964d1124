import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { banners } from '@/db/schema';

export type BannerRow = typeof banners.$inferSelect;
export type BannerValues = Pick<
  typeof banners.$inferInsert,
  'text' | 'link' | 'severity' | 'startsAt' | 'endsAt'
>;

const SEVERITY_RANK = sql`case ${banners.severity} when 'error' then 0 when 'warning' then 1 else 2 end`;

@Injectable()
export class BannersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  list(): Promise<BannerRow[]> {
    return this.db.select().from(banners).orderBy(desc(banners.startsAt)).limit(200);
  }

  /** Active at `now` (starts_at <= now < ends_at), the most severe first. */
  active(now: Date): Promise<BannerRow[]> {
    return this.db
      .select()
      .from(banners)
      .where(and(lte(banners.startsAt, now), gt(banners.endsAt, now)))
      .orderBy(SEVERITY_RANK, asc(banners.startsAt));
  }

  /** The next moment after `now` at which a banner starts or ends; null if none. */
  async nextChange(now: Date): Promise<Date | null> {
    const [row] = await this.db
      .select({
        at: sql<string | null>`least(
          min(${banners.startsAt}) filter (where ${banners.startsAt} > ${now.toISOString()}),
          min(${banners.endsAt}) filter (where ${banners.endsAt} > ${now.toISOString()}))`,
      })
      .from(banners);
    return row?.at ? new Date(row.at) : null;
  }

  async findById(id: string): Promise<BannerRow | null> {
    const [row] = await this.db.select().from(banners).where(eq(banners.id, id));
    return row ?? null;
  }

  /** `id`: the client's id of an offline create (a taken one fails on the primary key), else the database's. */
  async insert(values: BannerValues & { id?: string }): Promise<BannerRow> {
    const [row] = await this.db.insert(banners).values(values).returning();
    return row!;
  }

  async updateVersioned(
    id: string,
    version: number,
    values: BannerValues,
  ): Promise<BannerRow | null> {
    const [row] = await this.db
      .update(banners)
      .set({ ...values, version: sql`${banners.version} + 1`, updatedAt: new Date() })
      .where(and(eq(banners.id, id), eq(banners.version, version)))
      .returning();
    return row ?? null;
  }

  async delete(id: string): Promise<BannerRow | null> {
    const [row] = await this.db.delete(banners).where(eq(banners.id, id)).returning();
    return row ?? null;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { pageViews } from '@/db/schema';

/** The club's calendar day, not UTC: a visit at 00:30 in the club's town counts for that day. */
export const CLUB_DAY = sql`(now() at time zone 'Europe/Berlin')::date`;

@Injectable()
export class PageViewsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** One atomic upsert: concurrent views of the same page never lose a count. */
  async count(path: string): Promise<void> {
    await this.db
      .insert(pageViews)
      .values({ day: CLUB_DAY, path, count: 1 })
      .onConflictDoUpdate({
        target: [pageViews.day, pageViews.path],
        set: { count: sql`${pageViews.count} + 1` },
      });
  }
}

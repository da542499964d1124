import { Inject, Injectable } from '@nestjs/common';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { DATABASE } from '@/db/db.module';
import { mailQuotas } from '@/db/schema';

/** The counters of the public forms' mail caps; the only code that queries their table. */
@Injectable()
export class MailQuotaRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Adds one to each key's window and answers the new counts, in the order given: one atomic
   * upsert per window, so two instances counting at once never both see the last free place.
   */
  async count(windows: { key: string; window: string; expiresAt: Date }[]): Promise<number[]> {
    const counts: number[] = [];
    for (const w of windows) {
      const [row] = await this.db
        .insert(mailQuotas)
        .values({ ...w, count: 1 })
        .onConflictDoUpdate({
          target: [mailQuotas.key, mailQuotas.window],
          set: { count: sql`${mailQuotas.count} + 1` },
        })
        .returning({ count: mailQuotas.count });
      counts.push(row!.count);
    }
    return counts;
  }

  /** Deletes the windows that have ended. */
  async sweep(now: Date): Promise<number> {
    const rows = await this.db
      .delete(mailQuotas)
      .where(lt(mailQuotas.expiresAt, now))
      .returning({ key: mailQuotas.key });
    return rows.length;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { supportRequests } from '@/db/schema';
import type { SupportFilter } from '@/support/dto/support.dto';

export type SupportRow = typeof supportRequests.$inferSelect;
export type SupportValues = Pick<
  typeof supportRequests.$inferInsert,
  'name' | 'email' | 'phone' | 'subject' | 'message'
>;

const FILTERS: Record<SupportFilter, SQL | undefined> = {
  open: eq(supportRequests.done, false),
  done: eq(supportRequests.done, true),
  all: undefined,
};

@Injectable()
export class SupportRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async page(
    filter: SupportFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: SupportRow[]; total: number }> {
    const where = FILTERS[filter];
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(supportRequests)
        .where(where)
        .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(supportRequests).where(where),
    ]);
    return { rows, total: totals?.n ?? 0 };
  }

  async findById(id: string): Promise<SupportRow | null> {
    const [row] = await this.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, id))
      .limit(1);
    return row ?? null;
  }

  /** Stored already claimed for the first delivery attempt. */
  async insertClaimed(values: SupportValues): Promise<SupportRow> {
    const [row] = await this.db
      .insert(supportRequests)
      .values({ ...values, mailStatus: 'pending', mailAttempts: 1, mailClaimedAt: new Date() })
      .returning();
    return row!;
  }

  /**
   * Claims the rows whose mail failed (or whose attempt has hung since `staleBefore`) for another
   * attempt; the conditional update makes sure one attempt at a time sends a row.
   */
  async claimForRetry(
    staleBefore: Date,
    maxAttempts: number,
    limit: number,
  ): Promise<SupportRow[]> {
    const due = or(
      eq(supportRequests.mailStatus, 'failed'),
      and(
        eq(supportRequests.mailStatus, 'pending'),
        lt(supportRequests.mailClaimedAt, staleBefore),
      ),
    );
    const candidates = await this.db
      .select({ id: supportRequests.id })
      .from(supportRequests)
      .where(and(due, lt(supportRequests.mailAttempts, maxAttempts)))
      .orderBy(supportRequests.createdAt)
      .limit(limit);
    const claimed: SupportRow[] = [];
    for (const { id } of candidates) {
      const [row] = await this.db
        .update(supportRequests)
        .set({
          mailStatus: 'pending',
          mailAttempts: sql`${supportRequests.mailAttempts} + 1`,
          mailClaimedAt: new Date(),
        })
        .where(and(eq(supportRequests.id, id), due))
        .returning();
      if (row) claimed.push(row);
    }
    return claimed;
  }

  async markSent(id: string): Promise<void> {
    await this.db
      .update(supportRequests)
      .set({ mailStatus: 'sent', mailSentAt: new Date(), mailLastError: null })
      .where(eq(supportRequests.id, id));
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.db
      .update(supportRequests)
      .set({ mailStatus: 'failed', mailLastError: error })
      .where(eq(supportRequests.id, id));
  }

  /**
   * Notes when staff first opened the message; a second read keeps the first time. Not a change of
   * the message, so its version stays (an open dialog's "mark handled" is not made stale by it).
   */
  async markRead(id: string): Promise<SupportRow | null> {
    const [row] = await this.db
      .update(supportRequests)
      .set({ readAt: sql`coalesce(${supportRequests.readAt}, now())` })
      .where(eq(supportRequests.id, id))
      .returning();
    return row ?? null;
  }

  /** Applies the change only if the row still has `version`; null when it moved on or is gone. */
  async setDone(id: string, version: number, done: boolean): Promise<SupportRow | null> {
    const now = new Date();
    const [row] = await this.db
      .update(supportRequests)
      .set({
        done,
        doneAt: done ? now : null,
        // A handled message has been read, whether or not it was opened in the inbox.
        ...(done
          ? { readAt: sql`coalesce(${supportRequests.readAt}, ${now.toISOString()}::timestamptz)` }
          : {}),
        version: sql`${supportRequests.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(supportRequests.id, id), eq(supportRequests.version, version)))
      .returning();
    return row ?? null;
  }

  async delete(id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(supportRequests)
      .where(eq(supportRequests.id, id))
      .returning({ id: supportRequests.id });
    return deleted.length > 0;
  }

  /** Deletes every message that arrived before `cutoff`; returns how many. */
  async deleteOlderThan(cutoff: Date): Promise<number> {
    const deleted = await this.db
      .delete(supportRequests)
      .where(lt(supportRequests.createdAt, cutoff))
      .returning({ id: supportRequests.id });
    return deleted.length;
  }
}

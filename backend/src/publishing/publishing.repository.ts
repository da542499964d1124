import { Inject, Injectable } from '@nestjs/common';
import { aliasedTable, and, asc, eq, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database, DbOrTx } from '@/db/client';
import { courseRevisions, courses, publishRequests, users } from '@/db/schema';

export type PublishRequestRow = typeof publishRequests.$inferSelect;

@Injectable()
export class PublishingRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findPending(entityId: string, tx: DbOrTx = this.db): Promise<PublishRequestRow | null> {
    const [row] = await tx
      .select()
      .from(publishRequests)
      .where(and(eq(publishRequests.entityId, entityId), eq(publishRequests.status, 'pending')))
      .limit(1);
    return row ?? null;
  }

  async supersedePending(entityId: string, tx: DbOrTx): Promise<void> {
    await tx
      .update(publishRequests)
      .set({ status: 'superseded', decidedAt: new Date() })
      .where(and(eq(publishRequests.entityId, entityId), eq(publishRequests.status, 'pending')));
  }

  async insert(
    values: typeof publishRequests.$inferInsert,
    tx: DbOrTx,
  ): Promise<PublishRequestRow> {
    const [row] = await tx.insert(publishRequests).values(values).returning();
    return row!;
  }

  /** Decides a pending request; null when it was decided in the meantime. */
  async decide(
    id: string,
    decision: { status: 'granted' | 'rejected'; decidedBy: string; reason?: string },
    tx: DbOrTx,
  ): Promise<PublishRequestRow | null> {
    const [row] = await tx
      .update(publishRequests)
      .set({
        status: decision.status,
        decidedBy: decision.decidedBy,
        decidedAt: new Date(),
        reason: decision.reason ?? null,
      })
      .where(and(eq(publishRequests.id, id), eq(publishRequests.status, 'pending')))
      .returning();
    return row ?? null;
  }

  /** Pending course requests, oldest first, with the requester and the currently published snapshot. */
  async pendingCourseRequests() {
    const requester = aliasedTable(users, 'requester');
    return this.db
      .select({
        id: publishRequests.id,
        courseId: publishRequests.entityId,
        // The title the request proposes, not whatever the working copy says by now.
        title: sql<string>`${publishRequests.snapshot}->>'title'`,
        snapshot: publishRequests.snapshot,
        requestedAt: publishRequests.requestedAt,
        requestedBy: publishRequests.requestedBy,
        requestedByName: sql<string | null>`${requester.firstname} || ' ' || ${requester.lastname}`,
        publishedSnapshot: courseRevisions.snapshot,
      })
      .from(publishRequests)
      .innerJoin(courses, eq(courses.id, publishRequests.entityId))
      .leftJoin(courseRevisions, eq(courseRevisions.id, courses.publishedRevisionId))
      .leftJoin(requester, eq(requester.id, publishRequests.requestedBy))
      .where(and(eq(publishRequests.entityType, 'course'), eq(publishRequests.status, 'pending')))
      .orderBy(asc(publishRequests.requestedAt));
  }
}

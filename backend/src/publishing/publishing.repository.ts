import { Inject, Injectable } from '@nestjs/common';
import { aliasedTable, and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database, DbOrTx } from '@/db/client';
import {
  courseRevisions,
  courses,
  publishRequests,
  users,
  workshopRevisions,
  workshops,
  type PublishEntityType,
} from '@/db/schema';
import type { LatestRequest } from '@/publishing/snapshot';

export type PublishRequestRow = typeof publishRequests.$inferSelect;

const fullName = (table: typeof users) =>
  sql<string>`${table.firstname} || ' ' || ${table.lastname}`;

@Injectable()
export class PublishingRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findPending(
    entityType: PublishEntityType,
    entityId: string,
    tx: DbOrTx = this.db,
  ): Promise<PublishRequestRow | null> {
    const [row] = await tx
      .select()
      .from(publishRequests)
      .where(
        and(
          eq(publishRequests.entityType, entityType),
          eq(publishRequests.entityId, entityId),
          eq(publishRequests.status, 'pending'),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async supersedePending(
    entityType: PublishEntityType,
    entityId: string,
    tx: DbOrTx,
  ): Promise<void> {
    await tx
      .update(publishRequests)
      .set({ status: 'superseded', decidedAt: new Date() })
      .where(
        and(
          eq(publishRequests.entityType, entityType),
          eq(publishRequests.entityId, entityId),
          eq(publishRequests.status, 'pending'),
        ),
      );
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

  /** The newest decided or pending request per entity (pending first). */
  /**
   * Whether a revision or a publish request of the course or workshop shows `url`: the public
   * page and the admins' review read those snapshots, so the image's files must stay.
   */
  async snapshotsShowImage(
    entityType: PublishEntityType,
    id: string,
    url: string,
  ): Promise<boolean> {
    const revisions =
      entityType === 'course'
        ? sql`select 1 from ${courseRevisions} where ${courseRevisions.courseId} = ${id} and ${courseRevisions.snapshot}->>'photoURL' = ${url}`
        : sql`select 1 from ${workshopRevisions} where ${workshopRevisions.workshopId} = ${id} and ${workshopRevisions.snapshot}->>'photoURL' = ${url}`;
    const result = await this.db.execute<{ shown: boolean }>(sql`
      select exists (${revisions}) or exists (
        select 1 from ${publishRequests}
        where ${publishRequests.entityType} = ${entityType} and ${publishRequests.entityId} = ${id}
          and ${publishRequests.snapshot}->>'photoURL' = ${url}
      ) as shown`);
    return result.rows[0]?.shown === true;
  }

  async latestRequests(
    entityType: PublishEntityType,
    entityIds: string[],
    tx: DbOrTx = this.db,
  ): Promise<LatestRequest[]> {
    if (entityIds.length === 0) return [];
    const requester = aliasedTable(users, 'requester');
    const decider = aliasedTable(users, 'decider');
    return tx
      .selectDistinctOn([publishRequests.entityId], {
        id: publishRequests.id,
        entityId: publishRequests.entityId,
        status: publishRequests.status,
        requestedAt: publishRequests.requestedAt,
        requestedBy: publishRequests.requestedBy,
        requestedByName: fullName(requester),
        decidedAt: publishRequests.decidedAt,
        decidedBy: publishRequests.decidedBy,
        decidedByName: fullName(decider),
        reason: publishRequests.reason,
      })
      .from(publishRequests)
      .leftJoin(requester, eq(publishRequests.requestedBy, requester.id))
      .leftJoin(decider, eq(publishRequests.decidedBy, decider.id))
      .where(
        and(
          eq(publishRequests.entityType, entityType),
          inArray(publishRequests.entityId, entityIds),
          ne(publishRequests.status, 'superseded'),
        ),
      )
      .orderBy(
        publishRequests.entityId,
        sql`case when ${publishRequests.status} = 'pending' then 0 else 1 end`,
        desc(sql`coalesce(${publishRequests.decidedAt}, ${publishRequests.requestedAt})`),
      );
  }

  /** Pending course requests, oldest first, with the requester and the currently published snapshot. */
  async pendingCourseRequests() {
    const requester = aliasedTable(users, 'requester');
    return this.db
      .select({
        ...this.pendingColumns(requester),
        publishedSnapshot: courseRevisions.snapshot,
      })
      .from(publishRequests)
      .innerJoin(courses, eq(courses.id, publishRequests.entityId))
      .leftJoin(courseRevisions, eq(courseRevisions.id, courses.publishedRevisionId))
      .leftJoin(requester, eq(requester.id, publishRequests.requestedBy))
      .where(and(eq(publishRequests.entityType, 'course'), eq(publishRequests.status, 'pending')))
      .orderBy(asc(publishRequests.requestedAt));
  }

  /** Pending workshop requests, shaped like the course ones. */
  async pendingWorkshopRequests() {
    const requester = aliasedTable(users, 'requester');
    return this.db
      .select({
        ...this.pendingColumns(requester),
        publishedSnapshot: workshopRevisions.snapshot,
      })
      .from(publishRequests)
      .innerJoin(workshops, eq(workshops.id, publishRequests.entityId))
      .leftJoin(workshopRevisions, eq(workshopRevisions.id, workshops.publishedRevisionId))
      .leftJoin(requester, eq(requester.id, publishRequests.requestedBy))
      .where(and(eq(publishRequests.entityType, 'workshop'), eq(publishRequests.status, 'pending')))
      .orderBy(asc(publishRequests.requestedAt));
  }

  private pendingColumns(requester: typeof users) {
    return {
      id: publishRequests.id,
      entityId: publishRequests.entityId,
      // The title the request proposes, not whatever the working copy says by now.
      title: sql<string>`${publishRequests.snapshot}->>'title'`,
      snapshot: publishRequests.snapshot,
      requestedAt: publishRequests.requestedAt,
      requestedBy: publishRequests.requestedBy,
      requestedByName: sql<string | null>`${requester.firstname} || ' ' || ${requester.lastname}`,
    };
  }
}

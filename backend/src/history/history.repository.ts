import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database, DbOrTx } from '@/db/client';
import {
  clubTextRevisions,
  courseRevisions,
  departmentRevisions,
  trainers,
  users,
  workshopRevisions,
} from '@/db/schema';

export type HistoryEntityType = 'course' | 'workshop' | 'department' | 'text';

export interface RevisionRow {
  id: string;
  number: number;
  snapshot: unknown;
  createdAt: Date;
  createdBy: string | null;
  createdByName: string | null;
  viaRequest: boolean;
}

/** The revision tables, read the same way (newest first, with the publisher's name). */
const TABLES = {
  course: { table: courseRevisions, owner: courseRevisions.courseId },
  workshop: { table: workshopRevisions, owner: workshopRevisions.workshopId },
  department: { table: departmentRevisions, owner: departmentRevisions.departmentId },
  text: { table: clubTextRevisions, owner: clubTextRevisions.key },
} as const;

@Injectable()
export class HistoryRepository {
  constructor(@Inject(DATABASE) readonly db: Database) {}

  async list(
    type: HistoryEntityType,
    entityId: string,
    revisionId?: string,
    tx: DbOrTx = this.db,
  ): Promise<RevisionRow[]> {
    const { table, owner } = TABLES[type];
    return tx
      .select({
        id: table.id,
        number: table.number,
        snapshot: table.snapshot,
        createdAt: table.createdAt,
        createdBy: table.createdBy,
        createdByName: sql<string | null>`${users.firstname} || ' ' || ${users.lastname}`,
        viaRequest:
          'publishRequestId' in table
            ? sql<boolean>`${table.publishRequestId} is not null`
            : sql<boolean>`false`,
      })
      .from(table)
      .leftJoin(users, eq(users.id, table.createdBy))
      .where(and(eq(owner, entityId), revisionId ? eq(table.id, revisionId) : undefined))
      .orderBy(desc(table.number));
  }

  /** The trainers of `ids` that still exist (a restored revision may name a deleted one). */
  async existingTrainers(ids: string[], tx: DbOrTx): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .select({ id: trainers.id })
      .from(trainers)
      .where(inArray(trainers.id, ids));
    return rows.map((r) => r.id);
  }
}

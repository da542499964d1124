import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database, DbOrTx } from '@/db/client';
import { locations, trainingCancellations, users, venueClosures } from '@/db/schema';

export type CancellationRow = typeof trainingCancellations.$inferSelect;
export type CancellationInsert = typeof trainingCancellations.$inferInsert;
export type ClosureRow = typeof venueClosures.$inferSelect & { locationName: string };
export type ClosureInsert = typeof venueClosures.$inferInsert;
export type CancellationWithAuthor = CancellationRow & { createdByName: string | null };

/** Cancelled trainings and venue closures; the only code that queries their tables. */
@Injectable()
export class ScheduleRepository {
  constructor(@Inject(DATABASE) readonly db: Database) {}

  /** Cancellations of one course or workshop on or after `from`, by date. */
  cancellationsOf(
    owner: { courseId: string } | { workshopId: string },
    from: string,
  ): Promise<CancellationWithAuthor[]> {
    const ownerIs =
      'courseId' in owner
        ? eq(trainingCancellations.courseId, owner.courseId)
        : eq(trainingCancellations.workshopId, owner.workshopId);
    return this.db
      .select({
        ...cancellationColumns,
        createdByName: sql<string | null>`${users.firstname} || ' ' || ${users.lastname}`,
      })
      .from(trainingCancellations)
      .leftJoin(users, eq(trainingCancellations.createdBy, users.id))
      .where(and(ownerIs, gte(trainingCancellations.date, from)))
      .orderBy(asc(trainingCancellations.date), asc(trainingCancellations.slotId));
  }

  /** Every cancellation on or after `from` (the public reads). */
  upcomingCancellations(from: string): Promise<CancellationRow[]> {
    return this.db
      .select()
      .from(trainingCancellations)
      .where(gte(trainingCancellations.date, from))
      .orderBy(asc(trainingCancellations.date));
  }

  async findCancellation(id: string, tx: DbOrTx = this.db): Promise<CancellationRow | null> {
    const [row] = await tx
      .select()
      .from(trainingCancellations)
      .where(eq(trainingCancellations.id, id))
      .limit(1);
    return row ?? null;
  }

  async insertCancellation(values: CancellationInsert, tx: DbOrTx): Promise<CancellationRow> {
    const [row] = await tx.insert(trainingCancellations).values(values).returning();
    return row!;
  }

  async deleteCancellation(id: string, tx: DbOrTx): Promise<void> {
    await tx.delete(trainingCancellations).where(eq(trainingCancellations.id, id));
  }

  /** Closures that end on or after `from`, with their venue's name, by start. */
  closuresFrom(from: string): Promise<ClosureRow[]> {
    return this.db
      .select({ ...closureColumns, locationName: locations.name })
      .from(venueClosures)
      .innerJoin(locations, eq(venueClosures.locationId, locations.id))
      .where(gte(venueClosures.toDate, from))
      .orderBy(asc(venueClosures.fromDate), asc(locations.name));
  }

  async findClosure(id: string): Promise<ClosureRow | null> {
    const [row] = await this.db
      .select({ ...closureColumns, locationName: locations.name })
      .from(venueClosures)
      .innerJoin(locations, eq(venueClosures.locationId, locations.id))
      .where(eq(venueClosures.id, id))
      .limit(1);
    return row ?? null;
  }

  async insertClosure(values: ClosureInsert): Promise<void> {
    await this.db.insert(venueClosures).values(values);
  }

  async deleteClosure(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(venueClosures)
      .where(eq(venueClosures.id, id))
      .returning({ id: venueClosures.id });
    return rows.length > 0;
  }

  /** Every venue's id and present name (the public reads name each slot's venue by them). */
  venues(): Promise<{ id: string; name: string }[]> {
    return this.db.select({ id: locations.id, name: locations.name }).from(locations);
  }

  async locationName(id: string): Promise<string | null> {
    const [row] = await this.db
      .select({ name: locations.name })
      .from(locations)
      .where(eq(locations.id, id))
      .limit(1);
    return row?.name ?? null;
  }
}

const cancellationColumns = {
  id: trainingCancellations.id,
  courseId: trainingCancellations.courseId,
  workshopId: trainingCancellations.workshopId,
  slotId: trainingCancellations.slotId,
  date: trainingCancellations.date,
  reason: trainingCancellations.reason,
  createdBy: trainingCancellations.createdBy,
  version: trainingCancellations.version,
  createdAt: trainingCancellations.createdAt,
  updatedAt: trainingCancellations.updatedAt,
};

const closureColumns = {
  id: venueClosures.id,
  locationId: venueClosures.locationId,
  fromDate: venueClosures.fromDate,
  toDate: venueClosures.toDate,
  reason: venueClosures.reason,
  createdBy: venueClosures.createdBy,
  version: venueClosures.version,
  createdAt: venueClosures.createdAt,
  updatedAt: venueClosures.updatedAt,
};

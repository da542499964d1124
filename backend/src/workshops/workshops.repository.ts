import { Inject, Injectable } from '@nestjs/common';
import { aliasedTable, and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database, DbOrTx } from '@/db/client';
import { timeSlots, users, workshopRevisions, workshops } from '@/db/schema';
import { imageSlot } from '@/files/image-column.repository';
import type { TimeSlotRow } from '@/courses/courses.repository';

export type WorkshopRow = typeof workshops.$inferSelect;
export type WorkshopInsert = typeof workshops.$inferInsert;
export type WorkshopListRow = WorkshopRow & { blockedByName: string | null };

const blocker = aliasedTable(users, 'blocker');

/** The workshop's image (working copy), set by EntityImageService. */
export const WORKSHOP_PHOTO = imageSlot(workshops, 'photoUrl');

@Injectable()
export class WorkshopsRepository {
  constructor(@Inject(DATABASE) readonly db: Database) {}

  /** Working copies sorted by title (one when `id` is given). */
  async list(id?: string, tx: DbOrTx = this.db): Promise<WorkshopListRow[]> {
    const rows = await tx
      .select({
        workshop: workshops,
        blockedByName: sql<string>`${blocker.firstname} || ' ' || ${blocker.lastname}`,
      })
      .from(workshops)
      .leftJoin(blocker, eq(workshops.blockedBy, blocker.id))
      .where(id ? eq(workshops.id, id) : undefined)
      .orderBy(asc(workshops.title));
    return rows.map((r) => ({
      ...r.workshop,
      blockedByName: r.workshop.blockedBy ? r.blockedByName : null,
    }));
  }

  async findOne(id: string, tx: DbOrTx = this.db): Promise<WorkshopListRow | null> {
    const [row] = await this.list(id, tx);
    return row ?? null;
  }

  async timesOf(ids: string[], tx: DbOrTx = this.db): Promise<Map<string, TimeSlotRow[]>> {
    const result = new Map<string, TimeSlotRow[]>();
    if (ids.length === 0) return result;
    const rows = await tx.select().from(timeSlots).where(inArray(timeSlots.workshopId, ids));
    for (const row of rows) {
      const list = result.get(row.workshopId!) ?? [];
      list.push(row);
      result.set(row.workshopId!, list);
    }
    return result;
  }

  async revisionSnapshots(ids: string[], tx: DbOrTx = this.db): Promise<Map<string, unknown>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select({ id: workshopRevisions.id, snapshot: workshopRevisions.snapshot })
      .from(workshopRevisions)
      .where(inArray(workshopRevisions.id, ids));
    return new Map(rows.map((r) => [r.id, r.snapshot]));
  }

  async insert(values: WorkshopInsert, tx: DbOrTx = this.db): Promise<WorkshopRow> {
    const [row] = await tx.insert(workshops).values(values).returning();
    return row!;
  }

  /** Applies the change only if the row still has `version`; null when it moved on (or is gone). */
  async updateVersioned(
    id: string,
    version: number,
    values: Partial<WorkshopInsert>,
    tx: DbOrTx,
  ): Promise<WorkshopRow | null> {
    const [row] = await tx
      .update(workshops)
      .set({ ...values, version: sql`${workshops.version} + 1`, updatedAt: new Date() })
      .where(and(eq(workshops.id, id), eq(workshops.version, version)))
      .returning();
    return row ?? null;
  }

  /** State outside the edited fields (block, published revision): no version bump, like courses. */
  async setState(
    id: string,
    values: Pick<
      Partial<WorkshopInsert>,
      'blocked' | 'blockedBy' | 'publishedRevisionId' | 'publishedAt'
    >,
    tx: DbOrTx = this.db,
  ): Promise<void> {
    await tx.update(workshops).set(values).where(eq(workshops.id, id));
  }

  async touch(id: string, tx: DbOrTx): Promise<void> {
    await tx.update(workshops).set({ updatedAt: new Date() }).where(eq(workshops.id, id));
  }

  /** Deletes the workshop; returns the image URLs of it and its revisions (they went with it). */
  async delete(id: string): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      const current = await tx
        .select({ url: workshops.photoUrl })
        .from(workshops)
        .where(and(eq(workshops.id, id), isNotNull(workshops.photoUrl)));
      const published = await tx
        .selectDistinct({ url: sql<string | null>`${workshopRevisions.snapshot}->>'photoURL'` })
        .from(workshopRevisions)
        .where(eq(workshopRevisions.workshopId, id));
      await tx.delete(workshops).where(eq(workshops.id, id));
      return [...new Set([...current, ...published].flatMap((r) => (r.url ? [r.url] : [])))];
    });
  }

  async nextRevisionNumber(workshopId: string, tx: DbOrTx): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`coalesce(max(${workshopRevisions.number}), 0)::int` })
      .from(workshopRevisions)
      .where(eq(workshopRevisions.workshopId, workshopId));
    return (row?.n ?? 0) + 1;
  }

  async insertRevision(values: typeof workshopRevisions.$inferInsert, tx: DbOrTx) {
    const [row] = await tx.insert(workshopRevisions).values(values).returning();
    return row!;
  }

  /** Published, unblocked workshops with their published snapshot. */
  async publicList() {
    return this.db
      .select({
        id: workshops.id,
        snapshot: workshopRevisions.snapshot,
        publishedAt: workshops.publishedAt,
      })
      .from(workshops)
      .innerJoin(workshopRevisions, eq(workshops.publishedRevisionId, workshopRevisions.id))
      .where(eq(workshops.blocked, false));
  }
}

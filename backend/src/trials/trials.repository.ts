import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database, DbOrTx } from '@/db/client';
import {
  courseRevisions,
  courses,
  departments,
  trialBookings,
  type TrialStatus,
} from '@/db/schema';
import { isPublicCourse } from '@/courses/public-course';

export type TrialRow = typeof trialBookings.$inferSelect;
export type TrialInsert = typeof trialBookings.$inferInsert;

/** A published, unblocked course of a public department, with its live trial places. */
export interface PublicCourseRow {
  id: string;
  title: string;
  trialPlaces: number;
  snapshot: unknown;
}

/** Trial bookings; the only code that queries their table. */
@Injectable()
export class TrialsRepository {
  constructor(@Inject(DATABASE) readonly db: Database) {}

  async publicCourse(id: string, tx: DbOrTx = this.db): Promise<PublicCourseRow | null> {
    const [row] = await tx
      .select({
        id: courses.id,
        title: courses.title,
        trialPlaces: courses.trialPlaces,
        snapshot: courseRevisions.snapshot,
      })
      .from(courses)
      .innerJoin(courseRevisions, eq(courses.publishedRevisionId, courseRevisions.id))
      .innerJoin(departments, eq(courses.departmentId, departments.id))
      .where(and(eq(courses.id, id), isPublicCourse()))
      .limit(1);
    return row ?? null;
  }

  /** The published snapshots of these courses (for the slots of bookings). */
  async snapshotsOf(ids: string[]): Promise<Map<string, { title: string; snapshot: unknown }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: courses.id, title: courses.title, snapshot: courseRevisions.snapshot })
      .from(courses)
      .innerJoin(courseRevisions, eq(courses.publishedRevisionId, courseRevisions.id))
      .where(inArray(courses.id, ids));
    return new Map(rows.map((r) => [r.id, { title: r.title, snapshot: r.snapshot }]));
  }

  /**
   * Serializes every change of one training's bookings until the transaction ends (two
   * confirmations for the last place, a cancellation and a move up), on every instance.
   */
  async lockTraining(slotId: string, date: string, tx: DbOrTx): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`trial:${slotId}:${date}`}))`);
  }

  /** Confirmed and waiting bookings per training of these slots from `from` on. */
  async counts(
    slotIds: string[],
    from: string,
  ): Promise<{ slotId: string; date: string; status: TrialStatus; n: number }[]> {
    if (slotIds.length === 0) return [];
    return this.db
      .select({
        slotId: trialBookings.slotId,
        date: trialBookings.date,
        status: trialBookings.status,
        n: count(),
      })
      .from(trialBookings)
      .where(
        and(
          inArray(trialBookings.slotId, slotIds),
          gte(trialBookings.date, from),
          inArray(trialBookings.status, ['confirmed', 'waiting']),
        ),
      )
      .groupBy(trialBookings.slotId, trialBookings.date, trialBookings.status);
  }

  async countConfirmed(slotId: string, date: string, tx: DbOrTx): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(trialBookings)
      .where(
        and(
          eq(trialBookings.slotId, slotId),
          eq(trialBookings.date, date),
          eq(trialBookings.status, 'confirmed'),
        ),
      );
    return row?.n ?? 0;
  }

  /** The training's waiting list, first in line first. */
  async waitingList(slotId: string, date: string, tx: DbOrTx = this.db): Promise<TrialRow[]> {
    return tx
      .select()
      .from(trialBookings)
      .where(
        and(
          eq(trialBookings.slotId, slotId),
          eq(trialBookings.date, date),
          eq(trialBookings.status, 'waiting'),
        ),
      )
      .orderBy(asc(trialBookings.queuedAt), asc(trialBookings.id));
  }

  async insert(values: TrialInsert): Promise<TrialRow> {
    const [row] = await this.db.insert(trialBookings).values(values).returning();
    return row!;
  }

  async byConfirmToken(hash: string, tx: DbOrTx = this.db): Promise<TrialRow | null> {
    const [row] = await tx
      .select()
      .from(trialBookings)
      .where(eq(trialBookings.confirmTokenHash, hash))
      .limit(1);
    return row ?? null;
  }

  async byManageToken(hash: string, tx: DbOrTx = this.db): Promise<TrialRow | null> {
    const [row] = await tx
      .select()
      .from(trialBookings)
      .where(eq(trialBookings.manageTokenHash, hash))
      .limit(1);
    return row ?? null;
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<TrialRow | null> {
    const [row] = await tx.select().from(trialBookings).where(eq(trialBookings.id, id)).limit(1);
    return row ?? null;
  }

  async update(id: string, values: Partial<TrialInsert>, tx: DbOrTx): Promise<TrialRow> {
    const [row] = await tx
      .update(trialBookings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(trialBookings.id, id))
      .returning();
    return row!;
  }

  /** A trainer's change: only if the row still has `version`; null otherwise. */
  async updateVersioned(
    id: string,
    version: number,
    values: Partial<TrialInsert>,
  ): Promise<TrialRow | null> {
    const [row] = await this.db
      .update(trialBookings)
      .set({ ...values, version: sql`${trialBookings.version} + 1`, updatedAt: new Date() })
      .where(and(eq(trialBookings.id, id), eq(trialBookings.version, version)))
      .returning();
    return row ?? null;
  }

  /** The bookings of a course's trainings from `from` on (not cancelled), by training. */
  async ofCourse(courseId: string, from: string): Promise<TrialRow[]> {
    return this.db
      .select()
      .from(trialBookings)
      .where(
        and(
          eq(trialBookings.courseId, courseId),
          gte(trialBookings.date, from),
          inArray(trialBookings.status, ['confirmed', 'waiting']),
        ),
      )
      .orderBy(asc(trialBookings.date), asc(trialBookings.slotId), asc(trialBookings.queuedAt));
  }

  /** The live booking (not cancelled) of an address for one training, if any. */
  async liveOf(
    slotId: string,
    date: string,
    email: string,
    tx: DbOrTx = this.db,
  ): Promise<TrialRow | null> {
    const [row] = await tx
      .select()
      .from(trialBookings)
      .where(
        and(
          eq(trialBookings.slotId, slotId),
          eq(trialBookings.date, date),
          eq(trialBookings.email, email),
          ne(trialBookings.status, 'cancelled'),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** Live bookings (unconfirmed, confirmed, waiting) of one training, or of dates in a range. */
  async live(where: { slotId?: string; from: string; to: string }, tx: DbOrTx = this.db) {
    return tx
      .select()
      .from(trialBookings)
      .where(
        and(
          where.slotId ? eq(trialBookings.slotId, where.slotId) : undefined,
          gte(trialBookings.date, where.from),
          lte(trialBookings.date, where.to),
          ne(trialBookings.status, 'cancelled'),
        ),
      );
  }

  /** Deletes unconfirmed bookings whose link expired; returns how many. */
  async deleteExpired(now: Date): Promise<number> {
    const rows = await this.db
      .delete(trialBookings)
      .where(and(eq(trialBookings.status, 'unconfirmed'), lt(trialBookings.expiresAt, now)))
      .returning({ id: trialBookings.id });
    return rows.length;
  }

  /** Deletes every booking of a training before `before` (the retention); returns how many. */
  async deleteBefore(before: string): Promise<number> {
    const rows = await this.db
      .delete(trialBookings)
      .where(lt(trialBookings.date, before))
      .returning({ id: trialBookings.id });
    return rows.length;
  }

  /** Those who came to a training before `before` and have not been invited yet. */
  async toInvite(before: string, limit: number): Promise<TrialRow[]> {
    return this.db
      .select()
      .from(trialBookings)
      .where(
        and(
          eq(trialBookings.status, 'confirmed'),
          eq(trialBookings.attended, true),
          isNull(trialBookings.invitedAt),
          lt(trialBookings.date, before),
        ),
      )
      .limit(limit);
  }

  /** Marks a booking invited unless another instance did; true when this call did. */
  async claimInvitation(id: string): Promise<boolean> {
    const rows = await this.db
      .update(trialBookings)
      .set({ invitedAt: new Date() })
      .where(and(eq(trialBookings.id, id), isNull(trialBookings.invitedAt)))
      .returning({ id: trialBookings.id });
    return rows.length > 0;
  }

  async setTrialPlaces(courseId: string, places: number, tx: DbOrTx): Promise<void> {
    await tx.update(courses).set({ trialPlaces: places }).where(eq(courses.id, courseId));
  }

  /** Every booking of an e-mail address (the visitor's GDPR export and erasure). */
  async ofEmail(email: string): Promise<TrialRow[]> {
    return this.db
      .select()
      .from(trialBookings)
      .where(eq(trialBookings.email, email))
      .orderBy(asc(trialBookings.date));
  }

  /** The working titles of these courses, by id. */
  async courseTitles(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(inArray(courses.id, ids));
    return new Map(rows.map((r) => [r.id, r.title]));
  }

  async deleteById(id: string): Promise<void> {
    await this.db.delete(trialBookings).where(eq(trialBookings.id, id));
  }

  async deleteOfEmail(email: string): Promise<number> {
    const rows = await this.db
      .delete(trialBookings)
      .where(eq(trialBookings.email, email))
      .returning({ id: trialBookings.id });
    return rows.length;
  }
}

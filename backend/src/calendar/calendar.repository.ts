import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import {
  calendarEvents,
  courseRevisions,
  courses,
  departments,
  locations,
  trainingCancellations,
  venueClosures,
  workshopRevisions,
  workshops,
} from '@/db/schema';
import { isPublicCourse } from '@/courses/public-course';

export interface PublishedRow {
  id: string;
  snapshot: unknown;
}
export interface PublishedCourseRow extends PublishedRow {
  department: { id: string; name: string; title: string };
}
export type VenueRow = Pick<
  typeof locations.$inferSelect,
  'id' | 'name' | 'address' | 'postalCode' | 'city'
>;
export interface EventStateRow {
  uid: string;
  anchor: string;
  sequence: number;
  updatedAt: Date;
}

/**
 * What the feeds read: exactly what the public pages read (published snapshots of unblocked
 * courses in public departments, of unblocked workshops; every venue), the cancellations and
 * closures (read only: another module writes them), and the events' SEQUENCE and anchor.
 */
@Injectable()
export class CalendarRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Published, unblocked courses of public departments; one course or one department's. */
  publicCourses(
    filter: { courseId?: string; departmentId?: string } = {},
  ): Promise<PublishedCourseRow[]> {
    return this.db
      .select({
        id: courses.id,
        snapshot: courseRevisions.snapshot,
        department: { id: departments.id, name: departments.name, title: departments.title },
      })
      .from(courses)
      .innerJoin(courseRevisions, eq(courses.publishedRevisionId, courseRevisions.id))
      .innerJoin(departments, eq(courses.departmentId, departments.id))
      .where(
        and(
          isPublicCourse(),
          filter.courseId ? eq(courses.id, filter.courseId) : undefined,
          filter.departmentId ? eq(courses.departmentId, filter.departmentId) : undefined,
        ),
      );
  }

  /** Published, unblocked workshops (one, if given). */
  publicWorkshops(workshopId?: string): Promise<PublishedRow[]> {
    return this.db
      .select({ id: workshops.id, snapshot: workshopRevisions.snapshot })
      .from(workshops)
      .innerJoin(workshopRevisions, eq(workshops.publishedRevisionId, workshopRevisions.id))
      .where(
        and(eq(workshops.blocked, false), workshopId ? eq(workshops.id, workshopId) : undefined),
      );
  }

  async publicDepartment(id: string): Promise<{ id: string; name: string; title: string } | null> {
    const [row] = await this.db
      .select({ id: departments.id, name: departments.name, title: departments.title })
      .from(departments)
      .where(and(eq(departments.id, id), eq(departments.public, true)))
      .limit(1);
    return row ?? null;
  }

  venues(): Promise<VenueRow[]> {
    return this.db
      .select({
        id: locations.id,
        name: locations.name,
        address: locations.address,
        postalCode: locations.postalCode,
        city: locations.city,
      })
      .from(locations)
      .orderBy(asc(locations.name));
  }

  /** The cancelled dates per slot. */
  async cancellations(slotIds: string[]): Promise<Map<string, string[]>> {
    const result = new Map<string, string[]>();
    if (slotIds.length === 0) return result;
    const rows = await this.db
      .select({ slotId: trainingCancellations.slotId, date: trainingCancellations.date })
      .from(trainingCancellations)
      .where(inArray(trainingCancellations.slotId, slotIds));
    for (const row of rows) result.set(row.slotId, [...(result.get(row.slotId) ?? []), row.date]);
    return result;
  }

  /** The closures per venue id. */
  async closures(locationIds: string[]): Promise<Map<string, { from: string; to: string }[]>> {
    const result = new Map<string, { from: string; to: string }[]>();
    if (locationIds.length === 0) return result;
    const rows = await this.db
      .select({
        locationId: venueClosures.locationId,
        from: venueClosures.fromDate,
        to: venueClosures.toDate,
      })
      .from(venueClosures)
      .where(inArray(venueClosures.locationId, locationIds));
    for (const { locationId, from, to } of rows)
      result.set(locationId, [...(result.get(locationId) ?? []), { from, to }]);
    return result;
  }

  async eventStates(uids: string[]): Promise<Map<string, EventStateRow>> {
    if (uids.length === 0) return new Map();
    const rows = await this.db
      .select({
        uid: calendarEvents.uid,
        anchor: calendarEvents.anchor,
        sequence: calendarEvents.sequence,
        updatedAt: calendarEvents.updatedAt,
      })
      .from(calendarEvents)
      .where(inArray(calendarEvents.uid, uids));
    return new Map(rows.map((row) => [row.uid, row]));
  }

  /**
   * Records what the feed says now: a new event with SEQUENCE 0 and its anchor; a known one whose
   * hash differs gets the new hash and SEQUENCE + 1, in one statement, so two processes writing
   * the same change bump it once (the second finds the hash already stored). The anchor of a
   * known event never changes. Rows in uid order: concurrent upserts lock in the same order.
   */
  async recordEvents(events: { uid: string; hash: string; anchor: string }[]): Promise<void> {
    if (events.length === 0) return;
    const rows = [...new Map(events.map((e) => [e.uid, e])).values()].sort((a, b) =>
      a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0,
    );
    await this.db
      .insert(calendarEvents)
      .values(rows)
      .onConflictDoUpdate({
        target: calendarEvents.uid,
        set: {
          hash: sql`excluded.hash`,
          sequence: sql`${calendarEvents.sequence} + 1`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${calendarEvents.hash} <> excluded.hash`,
      });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database, DbOrTx } from '@/db/client';
import {
  courseRevisions,
  courses,
  departments,
  locations,
  timeSlots,
  workshopRevisions,
  workshops,
  type Weekday,
} from '@/db/schema';
import { isPublicCourse } from '@/courses/public-course';

export interface VenueRow {
  id: string;
  name: string;
}

/** A working-copy slot with the course (and its department) or the workshop it belongs to. */
export interface WorkingSlotRow {
  id: string;
  day: Weekday;
  date: string | null;
  start: string;
  end: string;
  venueId: string | null;
  location: string;
  courseId: string | null;
  courseTitle: string | null;
  departmentName: string | null;
  departmentTitle: string | null;
  workshopId: string | null;
  workshopTitle: string | null;
}

/** A published course or workshop with its snapshot (title and times as the public sees them). */
export interface PublishedOwnerRow {
  id: string;
  snapshot: unknown;
  department: { name: string; title: string } | null;
}

/** The venues, the slots that occupy them and the advisory lock that serializes their saves. */
@Injectable()
export class HallPlanRepository {
  constructor(@Inject(DATABASE) readonly db: Database) {}

  venues(tx: DbOrTx = this.db): Promise<VenueRow[]> {
    return tx.select({ id: locations.id, name: locations.name }).from(locations);
  }

  async findVenue(id: string, tx: DbOrTx = this.db): Promise<VenueRow | null> {
    const [row] = await tx
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.id, id))
      .limit(1);
    return row ?? null;
  }

  /**
   * Waits for the venue's transaction-scoped advisory lock (released at commit or rollback), so
   * two saves in one venue check and write one after the other. The single-key space of
   * advisory locks: the app's other locks use the two-key form (1887, n), which never overlaps.
   */
  async lockVenue(key: string, tx: DbOrTx): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
  }

  /** Working-copy slots of courses and workshops, of one day or of the whole week. */
  workingSlots(day: Weekday | null, tx: DbOrTx = this.db): Promise<WorkingSlotRow[]> {
    return tx
      .select({
        id: timeSlots.id,
        day: timeSlots.day,
        date: timeSlots.date,
        start: timeSlots.start,
        end: timeSlots.end,
        venueId: timeSlots.venueId,
        location: timeSlots.location,
        courseId: timeSlots.courseId,
        courseTitle: courses.title,
        departmentName: departments.name,
        departmentTitle: departments.title,
        workshopId: timeSlots.workshopId,
        workshopTitle: workshops.title,
      })
      .from(timeSlots)
      .leftJoin(courses, eq(timeSlots.courseId, courses.id))
      .leftJoin(departments, eq(courses.departmentId, departments.id))
      .leftJoin(workshops, eq(timeSlots.workshopId, workshops.id))
      .where(day ? eq(timeSlots.day, day) : undefined);
  }

  /** What the public sees: published, unblocked courses of public departments. */
  publishedCourses(): Promise<PublishedOwnerRow[]> {
    return this.db
      .select({
        id: courses.id,
        snapshot: courseRevisions.snapshot,
        department: { name: departments.name, title: departments.title },
      })
      .from(courses)
      .innerJoin(courseRevisions, eq(courses.publishedRevisionId, courseRevisions.id))
      .innerJoin(departments, eq(courses.departmentId, departments.id))
      .where(isPublicCourse());
  }

  /** Published, unblocked workshops (as the public workshops page lists them). */
  async publishedWorkshops(): Promise<PublishedOwnerRow[]> {
    const rows = await this.db
      .select({ id: workshops.id, snapshot: workshopRevisions.snapshot })
      .from(workshops)
      .innerJoin(workshopRevisions, eq(workshops.publishedRevisionId, workshopRevisions.id))
      .where(eq(workshops.blocked, false));
    return rows.map((row) => ({ ...row, department: null }));
  }
}

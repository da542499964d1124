import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { courses, locations, timeSlots, workshops, type Weekday } from '@/db/schema';
import { imageSlot } from '@/files/image-column.repository';

export type LocationRow = typeof locations.$inferSelect;
export type LocationValues = Omit<
  typeof locations.$inferInsert,
  'id' | 'version' | 'createdAt' | 'updatedAt'
>;

/** A working-copy time slot in a venue, with the title of its course or workshop. */
export interface VenueSlotRow {
  day: Weekday;
  start: string;
  end: string;
  courseTitle: string | null;
  workshopTitle: string | null;
}

/** The location's image, set by EntityImageService. */
export const LOCATION_PHOTO = imageSlot(locations, 'photoUrl');

@Injectable()
export class LocationsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  list(): Promise<LocationRow[]> {
    return this.db.select().from(locations).orderBy(asc(locations.name));
  }

  async findById(id: string): Promise<LocationRow | null> {
    const [row] = await this.db.select().from(locations).where(eq(locations.id, id)).limit(1);
    return row ?? null;
  }

  /** `id`: the client's id of an offline create (a taken one fails on the primary key), else the database's. */
  async insert(values: LocationValues & { id?: string }): Promise<LocationRow> {
    const [row] = await this.db.insert(locations).values(values).returning();
    return row!;
  }

  /**
   * Applies the change only if the row still has `version`; null when it moved on or is gone. The
   * slots in the venue show its name (time_slots.location), so they take the new one with it.
   */
  async updateVersioned(
    id: string,
    version: number,
    values: LocationValues,
  ): Promise<LocationRow | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(locations)
        .set({ ...values, version: sql`${locations.version} + 1`, updatedAt: new Date() })
        .where(and(eq(locations.id, id), eq(locations.version, version)))
        .returning();
      if (!row) return null;
      await tx
        .update(timeSlots)
        .set({ location: row.name })
        .where(and(eq(timeSlots.venueId, id), ne(timeSlots.location, row.name)));
      return row;
    });
  }

  /** The working-copy slots in the venue (by its id), for the refusal of its deletion. */
  slotsIn(id: string): Promise<VenueSlotRow[]> {
    return this.db
      .select({
        day: timeSlots.day,
        start: timeSlots.start,
        end: timeSlots.end,
        courseTitle: courses.title,
        workshopTitle: workshops.title,
      })
      .from(timeSlots)
      .leftJoin(courses, eq(timeSlots.courseId, courses.id))
      .leftJoin(workshops, eq(timeSlots.workshopId, workshops.id))
      .where(eq(timeSlots.venueId, id));
  }

  /** The deleted row's image URL (so its files can go too); undefined when there was no row. */
  async delete(id: string): Promise<{ photoUrl: string | null } | undefined> {
    const [deleted] = await this.db
      .delete(locations)
      .where(eq(locations.id, id))
      .returning({ photoUrl: locations.photoUrl });
    return deleted;
  }
}

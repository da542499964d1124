import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { locations } from '@/db/schema';
import { imageSlot } from '@/files/image-column.repository';

export type LocationRow = typeof locations.$inferSelect;
export type LocationValues = Omit<
  typeof locations.$inferInsert,
  'id' | 'version' | 'createdAt' | 'updatedAt'
>;

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

  /** Applies the change only if the row still has `version`; null when it moved on or is gone. */
  async updateVersioned(
    id: string,
    version: number,
    values: LocationValues,
  ): Promise<LocationRow | null> {
    const [row] = await this.db
      .update(locations)
      .set({ ...values, version: sql`${locations.version} + 1`, updatedAt: new Date() })
      .where(and(eq(locations.id, id), eq(locations.version, version)))
      .returning();
    return row ?? null;
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

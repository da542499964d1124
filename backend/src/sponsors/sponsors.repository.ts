import { Inject, Injectable } from '@nestjs/common';
import { and, arrayContains, asc, eq, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { sponsors, type SponsorPlacement } from '@/db/schema';
import { imageSlot } from '@/files/image-column.repository';

export type SponsorRow = typeof sponsors.$inferSelect;
export type SponsorValues = Pick<
  typeof sponsors.$inferInsert,
  'text' | 'link' | 'placements' | 'sortOrder'
>;

/** The sponsor's logo (public at once), set by EntityImageService. */
export const SPONSOR_PHOTO = imageSlot(sponsors, 'photoUrl');

@Injectable()
export class SponsorsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** By sort order, then text; optionally only one placement. */
  list(placement?: SponsorPlacement): Promise<SponsorRow[]> {
    return this.db
      .select()
      .from(sponsors)
      .where(placement ? arrayContains(sponsors.placements, [placement]) : undefined)
      .orderBy(asc(sponsors.sortOrder), asc(sponsors.text));
  }

  async findById(id: string): Promise<SponsorRow | null> {
    const [row] = await this.db.select().from(sponsors).where(eq(sponsors.id, id));
    return row ?? null;
  }

  /** `id`: the client's id of an offline create (a taken one fails on the primary key), else the database's. */
  async insert(values: SponsorValues & { id?: string }): Promise<SponsorRow> {
    const [row] = await this.db.insert(sponsors).values(values).returning();
    return row!;
  }

  async updateVersioned(
    id: string,
    version: number,
    values: SponsorValues,
  ): Promise<SponsorRow | null> {
    const [row] = await this.db
      .update(sponsors)
      .set({ ...values, version: sql`${sponsors.version} + 1`, updatedAt: new Date() })
      .where(and(eq(sponsors.id, id), eq(sponsors.version, version)))
      .returning();
    return row ?? null;
  }

  async delete(id: string): Promise<SponsorRow | null> {
    const [row] = await this.db.delete(sponsors).where(eq(sponsors.id, id)).returning();
    return row ?? null;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { funruns, locations, registrationOffers, registrations } from '@/db/schema';

export type FunrunTableRow = typeof funruns.$inferSelect;
export type FunrunVenueRow = Pick<
  typeof locations.$inferSelect,
  'id' | 'name' | 'address' | 'postalCode' | 'city' | 'mapsLink'
>;
/** A run with its venue (null: none chosen, or the venue was deleted). */
export type FunrunRow = FunrunTableRow & { venue: FunrunVenueRow | null };
export type FunrunValues = Omit<
  typeof funruns.$inferInsert,
  'id' | 'version' | 'createdAt' | 'updatedAt'
>;

const VENUE = {
  id: locations.id,
  name: locations.name,
  address: locations.address,
  postalCode: locations.postalCode,
  city: locations.city,
  mapsLink: locations.mapsLink,
};

@Injectable()
export class FunrunsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  private select() {
    return this.db
      .select({ ...getTableColumns(funruns), venue: VENUE })
      .from(funruns)
      .leftJoin(locations, eq(locations.id, funruns.locationId));
  }

  /** Every year, newest first (a club has one run a year: the list stays short). */
  list(): Promise<FunrunRow[]> {
    return this.select().orderBy(desc(funruns.year)).limit(500);
  }

  async findById(id: string): Promise<FunrunRow | null> {
    const [row] = await this.select().where(eq(funruns.id, id));
    return row ?? null;
  }

  async findByYear(year: number): Promise<FunrunRow | null> {
    const [row] = await this.select().where(eq(funruns.year, year));
    return row ?? null;
  }

  /**
   * How many tracks a run must keep: one past the last track anybody registered for (a
   * registration names its track by position; registrations/).
   */
  async tracksInUse(id: string): Promise<number> {
    const [row] = await this.db
      .select({ last: sql<number | null>`max(${registrations.track})` })
      .from(registrations)
      .innerJoin(registrationOffers, eq(registrationOffers.id, registrations.offerId))
      .where(
        and(
          eq(registrationOffers.targetKind, 'funrun'),
          eq(registrationOffers.targetId, id),
          sql`${registrations.status} <> 'cancelled'`,
        ),
      );
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  }

  async locationExists(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.id, id));
    return Boolean(row);
  }

  /** `id`: the client's id of an offline create (a taken one fails on the primary key). */
  async insert(values: FunrunValues & { id?: string }): Promise<string> {
    const [row] = await this.db.insert(funruns).values(values).returning({ id: funruns.id });
    return row!.id;
  }

  async updateVersioned(id: string, version: number, values: FunrunValues): Promise<boolean> {
    const rows = await this.db
      .update(funruns)
      .set({ ...values, version: sql`${funruns.version} + 1`, updatedAt: new Date() })
      .where(and(eq(funruns.id, id), eq(funruns.version, version)))
      .returning({ id: funruns.id });
    return rows.length > 0;
  }

  async delete(id: string): Promise<FunrunTableRow | null> {
    const [row] = await this.db.delete(funruns).where(eq(funruns.id, id)).returning();
    return row ?? null;
  }
}

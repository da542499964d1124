import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, getTableColumns, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { clubEvents, departments, locations } from '@/db/schema';
import type { FunrunVenueRow } from '@/funruns/funruns.repository';

export type EventTableRow = typeof clubEvents.$inferSelect;
/** An event with its venue and its department's name and title (null: the whole club). */
export type EventRow = EventTableRow & {
  venue: FunrunVenueRow | null;
  departmentName: string | null;
  departmentTitle: string | null;
  departmentPublic: boolean | null;
};
export type EventValues = Omit<
  typeof clubEvents.$inferInsert,
  'id' | 'slug' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy'
>;

const VENUE = {
  id: locations.id,
  name: locations.name,
  address: locations.address,
  postalCode: locations.postalCode,
  city: locations.city,
  mapsLink: locations.mapsLink,
};

/** What the public may see: published, and of the club or of a public department. */
const PUBLIC = and(
  eq(clubEvents.published, true),
  or(isNull(clubEvents.departmentId), eq(departments.public, true)),
);

/** A club has some dozens of dates a year: lists stay short and are not paged. */
const LIST_LIMIT = 1000;

@Injectable()
export class EventsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  private select() {
    return this.db
      .select({
        ...getTableColumns(clubEvents),
        venue: VENUE,
        departmentName: departments.name,
        departmentTitle: departments.title,
        departmentPublic: departments.public,
      })
      .from(clubEvents)
      .leftJoin(locations, eq(locations.id, clubEvents.locationId))
      .leftJoin(departments, eq(departments.id, clubEvents.departmentId));
  }

  /** The events the staff list shows: all, or one department's; soonest first. */
  list(departmentId?: string): Promise<EventRow[]> {
    return this.select()
      .where(departmentId ? eq(clubEvents.departmentId, departmentId) : undefined)
      .orderBy(asc(clubEvents.date), asc(clubEvents.startTime))
      .limit(LIST_LIMIT);
  }

  async findById(id: string): Promise<EventRow | null> {
    const [row] = await this.select().where(eq(clubEvents.id, id));
    return row ?? null;
  }

  /** A public event by its address (past ones too: their pages stay). */
  async publicBySlug(slug: string): Promise<EventRow | null> {
    const [row] = await this.select().where(and(PUBLIC, eq(clubEvents.slug, slug)));
    return row ?? null;
  }

  async publicById(id: string): Promise<EventRow | null> {
    const [row] = await this.select().where(and(PUBLIC, eq(clubEvents.id, id)));
    return row ?? null;
  }

  /** Public events that have not ended before `from`, soonest first. */
  publicFrom(from: string): Promise<EventRow[]> {
    const notOver: SQL = gte(sql`coalesce(${clubEvents.endDate}, ${clubEvents.date})`, from);
    return this.select()
      .where(and(PUBLIC, notOver))
      .orderBy(asc(clubEvents.date), asc(clubEvents.startTime))
      .limit(LIST_LIMIT);
  }

  async slugsLike(base: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ slug: clubEvents.slug })
      .from(clubEvents)
      .where(sql`${clubEvents.slug} like ${`${base.replace(/[%_\\]/g, '\\$&')}%`}`);
    return new Set(rows.map((r) => r.slug));
  }

  /** `id`: the client's id of an offline create (a taken one fails on the primary key). */
  async insert(
    values: EventValues & { id?: string; slug: string; createdBy: string },
  ): Promise<string> {
    const [row] = await this.db.insert(clubEvents).values(values).returning({ id: clubEvents.id });
    return row!.id;
  }

  async updateVersioned(id: string, version: number, values: EventValues): Promise<boolean> {
    const rows = await this.db
      .update(clubEvents)
      .set({ ...values, version: sql`${clubEvents.version} + 1`, updatedAt: new Date() })
      .where(and(eq(clubEvents.id, id), eq(clubEvents.version, version)))
      .returning({ id: clubEvents.id });
    return rows.length > 0;
  }

  async delete(id: string): Promise<EventTableRow | null> {
    const [row] = await this.db.delete(clubEvents).where(eq(clubEvents.id, id)).returning();
    return row ?? null;
  }

  async locationName(id: string): Promise<string | null> {
    const [row] = await this.db
      .select({ name: locations.name })
      .from(locations)
      .where(eq(locations.id, id));
    return row?.name ?? null;
  }

  async departmentExists(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.id, id));
    return Boolean(row);
  }
}

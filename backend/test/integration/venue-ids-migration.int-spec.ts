import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '@/db/client';
import { emptyDatabase, migrationsBefore } from '@test/utils/migrations';

const MIGRATION = '0014_venue_ids';

const HALL = '00000000-0000-4000-8000-0000000000a1';
const PARK = '00000000-0000-4000-8000-0000000000a2';
const COURSE = '00000000-0000-4000-8000-0000000000c1';
const REVISION = '00000000-0000-4000-8000-0000000000e1';

/** The free texts trainers typed before slots had venue ids, and where each belongs. */
const TYPED: [string, string, string | null][] = [
  ['00000000-0000-4000-8000-000000000101', 'Turnhalle Lindenschule', HALL],
  ['00000000-0000-4000-8000-000000000102', 'Turnh\u0430lle Lindenschule', HALL],
  ['00000000-0000-4000-8000-000000000103', 'Turnhalle   Linden schule', HALL],
  ['00000000-0000-4000-8000-000000000104', 'Turnhalle\u200b Lindenschule', HALL],
  ['00000000-0000-4000-8000-000000000105', 'Turnhalle\u00a0Lindenschule', HALL],
  ['00000000-0000-4000-8000-000000000106', 'TURNHALLE LINDENSCHULE', HALL],
  ['00000000-0000-4000-8000-000000000107', 'Sporthalle Mu\u0308hlau', PARK],
  ['00000000-0000-4000-8000-000000000108', 'Stadtpark', null],
];

describe(`migration ${MIGRATION}`, () => {
  for (const kind of ['pglite', 'postgres'] as const) {
    const run = kind === 'postgres' && !process.env.DATABASE_URL ? it.skip : it;
    run(
      `puts each free-text slot in the venue its text names, snapshots too (${kind})`,
      async () => {
        const before = migrationsBefore(MIGRATION);
        const database = await emptyDatabase(kind);
        try {
          const { db } = database.handle;
          await database.migrateFrom(before);
          // Written as the schema stood before the migration (free-text locations only).
          await db.execute(sql`
          insert into locations (id, name, description, postal_code, city, address) values
            (${HALL}, 'Turnhalle Lindenschule', '', '12345', 'Musterstadt', 'Lindenallee 12'),
            (${PARK}, 'Sporthalle Mühlau', '', '12345', 'Musterstadt', 'Parkweg 3')`);
          await db.execute(sql`
          insert into departments (id, name, title, description, public)
          values ('00000000-0000-4000-8000-0000000000d1', 'Turnen', 'Turnen', '', true)`);
          await db.execute(sql`
          insert into courses (id, department_id, title, description, info, trial_training,
            genders, categories, age_from, age_to, members, location)
          values (${COURSE}, '00000000-0000-4000-8000-0000000000d1', 'Kinderturnen', '', '', '',
            '{}', '{}', 6, 10, 12, 'Turnhalle')`);
          const days = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];
          for (const [i, [id, location]] of TYPED.entries()) {
            await db.execute(sql`
            insert into time_slots (id, course_id, day, start, "end", location)
            values (${id}, ${COURSE}, ${days[i % 6]}, '17:00', '18:00', ${location})`);
          }
          const snapshot = {
            title: 'Kinderturnen',
            times: TYPED.map(([id, location], i) => ({
              _id: id,
              day: days[i % 6],
              start: '17:00',
              end: '18:00',
              location,
            })),
          };
          await db.execute(sql`
          insert into course_revisions (id, course_id, number, snapshot)
          values (${REVISION}, ${COURSE}, 1, ${JSON.stringify(snapshot)}::jsonb)`);
          await database.migrateFrom(MIGRATIONS_DIR);

          const slots = await db.execute<{ id: string; venue_id: string | null; location: string }>(
            sql`select id, venue_id, location from time_slots order by id`,
          );
          const name = (venue: string | null, typed: string) =>
            venue === HALL
              ? 'Turnhalle Lindenschule'
              : venue === PARK
                ? 'Sporthalle Mühlau'
                : typed;
          expect(rowsOf(slots)).toEqual(
            TYPED.map(([id, typed, venue]) => ({
              id,
              venue_id: venue,
              location: name(venue, typed),
            })),
          );
          const [revision] = rowsOf<{ snapshot: { times: Record<string, unknown>[] } }>(
            await db.execute(sql`select snapshot from course_revisions where id = ${REVISION}`),
          );
          expect(revision!.snapshot.times).toEqual(
            TYPED.map(([id, typed, venue], i) => ({
              _id: id,
              day: days[i % 6],
              start: '17:00',
              end: '18:00',
              location: name(venue, typed),
              ...(venue ? { venue } : {}),
            })),
          );
          // The venue cannot go while slots are in it.
          await expect(db.execute(sql`delete from locations where id = ${HALL}`)).rejects.toThrow();
        } finally {
          await database.drop();
          rmSync(before, { recursive: true, force: true });
        }
      },
    );
  }
});

/** The rows of a query answer on either driver (pg: `rows`; PGlite: `rows` too). */
function rowsOf<T>(answer: unknown): T[] {
  return (answer as { rows: T[] }).rows;
}

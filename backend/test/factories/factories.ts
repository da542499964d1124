import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import {
  courseRevisions,
  courseTrainers,
  courses,
  departments,
  locations,
  posts,
  news,
  sponsors,
  banners,
  clubSettings,
  supportRequests,
  timeSlots,
  trainers,
  users,
  workshops,
  funruns,
  clubEvents,
} from '@/db/schema';
import { hashPassword } from '@/auth/auth.service';
import type { Role } from '@/auth/permissions';
import type { Weekday } from '@/db/schema';
import { addDays, berlinToday, datesOnDay, sameVenue } from '@/schedule/schedule-rules';

export const DEMO_PASSWORD = 'Turnen1887!';
let passwordHash: Promise<string> | null = null;
const hashed = () => (passwordHash ??= hashPassword(DEMO_PASSWORD));

export async function createDepartment(
  db: Database,
  overrides: Partial<typeof departments.$inferInsert> = {},
) {
  const name = overrides.name ?? `Abteilung-${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(departments)
    .values({ name, title: `Abteilung ${name}`, description: '<p>Beschreibung</p>', ...overrides })
    .returning();
  return row!;
}

export async function createUser(
  db: Database,
  opts: {
    roles: Role[];
    email?: string;
    departmentId?: string | null;
    blocked?: boolean;
    firstname?: string;
    verified?: boolean;
  },
) {
  const [row] = await db
    .insert(users)
    .values({
      email:
        opts.email ?? `${opts.roles.join('-') || 'none'}-${randomUUID().slice(0, 8)}@example.org`,
      firstname: opts.firstname ?? 'Test',
      lastname: opts.roles.join(' ') || 'Person',
      passwordHash: await hashed(),
      roles: opts.roles,
      verified: opts.verified ?? true,
      blocked: opts.blocked ?? false,
      departmentId: opts.departmentId ?? null,
    })
    .returning();
  return row!;
}

export async function createTrainer(
  db: Database,
  opts: { userId?: string; firstname?: string; lastname?: string } = {},
) {
  const [row] = await db
    .insert(trainers)
    .values({
      firstname: opts.firstname ?? 'Tina',
      lastname: opts.lastname ?? `Trainer-${randomUUID().slice(0, 4)}`,
      userId: opts.userId ?? null,
    })
    .returning();
  return row!;
}

/**
 * A time slot to make: in the venue its text names, as the API binds it (`venueId` given, also
 * null, wins: a slot written as before venue ids).
 */
export interface SlotSeed {
  day: Weekday;
  /** A workshop session's date (its weekday must be `day`). */
  date?: string | null;
  start: string;
  end: string;
  location: string;
  venueId?: string | null;
}

/** The slots' values with the venue each names (as POST /api/times binds a text). */
async function bound(db: Database, times: SlotSeed[]) {
  const venues = times.length
    ? await db.select({ id: locations.id, name: locations.name }).from(locations)
    : [];
  return times.map((t) => {
    if (t.venueId !== undefined) return { ...t, venueId: t.venueId };
    const venue = venues.find((v) => sameVenue(t.location, v.name));
    return { ...t, venueId: venue?.id ?? null, location: venue?.name ?? t.location };
  });
}

export interface CourseOpts {
  departmentId: string;
  trainerIds?: string[];
  title?: string;
  times?: SlotSeed[];
  blocked?: boolean;
}

/** A course as working copy only (a draft); publish it through the API or with publishDirectly. */
export async function createCourse(db: Database, opts: CourseOpts) {
  const [course] = await db
    .insert(courses)
    .values({
      departmentId: opts.departmentId,
      title: opts.title ?? `Kurs ${randomUUID().slice(0, 8)}`,
      description: '<p>Ein schöner Kurs.</p>',
      info: 'Bitte Hallenschuhe mitbringen.',
      trialTraining: '<p>Probetraining jederzeit.</p>',
      genders: ['männlich', 'weiblich', 'divers'],
      categories: ['turnen'],
      ageFrom: 6,
      ageTo: 10,
      members: 12,
      location: 'Turnhalle',
      blocked: opts.blocked ?? false,
    })
    .returning();
  if (opts.trainerIds?.length) {
    await db
      .insert(courseTrainers)
      .values(opts.trainerIds.map((trainerId) => ({ courseId: course!.id, trainerId })));
  }
  const times: SlotSeed[] = opts.times ?? [
    { day: 'Montag', start: '17:00', end: '18:00', location: 'Turnhalle' },
  ];
  const slots = times.length
    ? await db
        .insert(timeSlots)
        .values((await bound(db, times)).map((t) => ({ courseId: course!.id, ...t })))
        .returning()
    : [];
  return { course: course!, slots };
}

export async function countRows(
  db: Database,
  table: typeof courseRevisions | typeof timeSlots,
  courseId: string,
) {
  const rows = await db.select().from(table).where(eq(table.courseId, courseId));
  return rows.length;
}

/** One department with a user of every role, a trainer linked to the course user, and two courses. */
export async function createWorld(db: Database) {
  const department = await createDepartment(db, { name: 'Turnen' });
  const other = await createDepartment(db, { name: 'Handball' });
  const owner = await createUser(db, { roles: ['owner'] });
  const admin = await createUser(db, { roles: ['admin'] });
  const departmentUser = await createUser(db, {
    roles: ['department'],
    departmentId: department.id,
  });
  const workshop = await createUser(db, { roles: ['workshop'] });
  const courseUser = await createUser(db, { roles: ['course'] });
  const trainer = await createTrainer(db, { userId: courseUser.id });
  const otherTrainer = await createTrainer(db);
  const own = await createCourse(db, {
    departmentId: department.id,
    trainerIds: [trainer.id],
    title: 'Kinderturnen',
  });
  const sameDepartment = await createCourse(db, {
    departmentId: department.id,
    trainerIds: [otherTrainer.id],
    title: 'Seniorengymnastik',
  });
  const otherDepartment = await createCourse(db, {
    departmentId: other.id,
    trainerIds: [otherTrainer.id],
    title: 'Handball Minis',
  });
  return {
    department,
    other,
    owner,
    admin,
    departmentUser,
    workshop,
    courseUser,
    trainer,
    otherTrainer,
    own,
    sameDepartment,
    otherDepartment,
  };
}

export async function createLocation(
  db: Database,
  overrides: Partial<typeof locations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(locations)
    .values({
      name: `Halle ${randomUUID().slice(0, 8)}`,
      description: 'Eine Sporthalle mit Umkleiden.',
      postalCode: '12345',
      city: 'Musterstadt',
      address: 'Hauptstraße 1',
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A workshop as working copy only (a draft) with one session unless told otherwise: a Saturday
 * two to three weeks from today.
 */
export async function createWorkshop(
  db: Database,
  opts: {
    title?: string;
    blocked?: boolean;
    times?: SlotSeed[];
  } = {},
) {
  const [workshop] = await db
    .insert(workshops)
    .values({
      title: opts.title ?? `Workshop ${randomUUID().slice(0, 8)}`,
      info: 'Samstag, 10–14 Uhr',
      description: '<p>Ein lehrreicher Workshop.</p>',
      members: 12,
      blocked: opts.blocked ?? false,
    })
    .returning();
  const times: SlotSeed[] = opts.times ?? [
    {
      day: 'Samstag',
      date: comingSaturday(),
      start: '10:00',
      end: '14:00',
      location: 'Vereinsheim',
    },
  ];
  const slots = times.length
    ? await db
        .insert(timeSlots)
        .values((await bound(db, times)).map((t) => ({ workshopId: workshop!.id, ...t })))
        .returning()
    : [];
  return { workshop: workshop!, slots };
}

export async function createPost(db: Database, overrides: Partial<typeof posts.$inferInsert> = {}) {
  const [row] = await db
    .insert(posts)
    .values({
      title: `Bericht ${randomUUID().slice(0, 8)}`,
      text: '<p>Ein spannender Wettkampftag.</p>',
      info: 'Bericht der Abteilung',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createNews(db: Database, overrides: Partial<typeof news.$inferInsert> = {}) {
  const [row] = await db
    .insert(news)
    .values({ title: 'Halle geschlossen', text: 'Die Halle bleibt geschlossen.', ...overrides })
    .returning();
  return row!;
}

export async function createSponsor(
  db: Database,
  overrides: Partial<typeof sponsors.$inferInsert> = {},
) {
  const [row] = await db
    .insert(sponsors)
    .values({
      text: `Sponsor ${randomUUID().slice(0, 8)}`,
      link: 'https://www.example.org',
      placements: ['homepage'],
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createBanner(
  db: Database,
  overrides: Partial<typeof banners.$inferInsert> = {},
) {
  const hour = 3_600_000;
  const [row] = await db
    .insert(banners)
    .values({
      text: 'Training fällt heute aus.',
      severity: 'warning',
      startsAt: new Date(Date.now() - hour),
      endsAt: new Date(Date.now() + hour),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createSupportRequest(
  db: Database,
  overrides: Partial<typeof supportRequests.$inferInsert> = {},
) {
  const [row] = await db
    .insert(supportRequests)
    .values({
      name: 'Erika Mustermann',
      email: 'erika@example.de',
      subject: 'Probetraining',
      message: 'Darf meine Tochter einmal mitturnen?',
      mailStatus: 'sent',
      mailAttempts: 1,
      ...overrides,
    })
    .returning();
  return row!;
}

/** The club of a set-up site (the setup writes its name; the "Verein" screen the rest). */
export async function createClub(
  db: Database,
  overrides: Partial<typeof clubSettings.$inferInsert> = {},
) {
  const values = { id: 1, name: 'Turnverein Beispielstadt e.V.', ...overrides };
  const [row] = await db
    .insert(clubSettings)
    .values(values)
    .onConflictDoUpdate({ target: clubSettings.id, set: values })
    .returning();
  return row!;
}

let funrunYear = 1900;
/** A year no other fun run of this process has (the year is unique). */
export const freeFunrunYear = () => ++funrunYear;

/** A fun run of `year` (default: a free past year), with one track. */
export async function createFunrun(
  db: Database,
  overrides: Partial<typeof funruns.$inferInsert> = {},
) {
  const year = overrides.year ?? freeFunrunYear();
  const [row] = await db
    .insert(funruns)
    .values({
      year,
      date: `${year}-06-27`,
      startTime: '09:30',
      registrationUntil: `${year}-06-21`,
      tracks: [
        {
          name_de: '5 km Lauf',
          name_en: '5 km run',
          distance_m: 5000,
          start_time: '09:30',
          fee_cents: 600,
          medal: false,
          age_group: null,
        },
      ],
      ...overrides,
    })
    .returning();
  return row!;
}

/** A published club event 30 days from today (Berlin), of a department or of the club. */
export async function createEvent(
  db: Database,
  overrides: Partial<typeof clubEvents.$inferInsert> = {},
) {
  const date = addDays(berlinToday(), 30);
  const [row] = await db
    .insert(clubEvents)
    .values({
      slug: `termin-${randomUUID().slice(0, 8)}`,
      kind: 'party',
      title: 'Sommerfest',
      date,
      startTime: '15:00',
      endTime: '22:00',
      place: 'Sportplatz',
      published: true,
      announcedOn: berlinToday(),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A Saturday 14 to 20 days from today (Berlin): a coming workshop session. */
export function comingSaturday(): string {
  const from = addDays(berlinToday(), 14);
  return datesOnDay('Samstag', from, addDays(from, 6))[0]!;
}

import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import {
  publishRequests,
  timeSlots,
  workshopRevisions,
  workshops,
  WEEKDAYS,
  type Weekday,
} from '@/db/schema';
import { buildWorkshopSnapshot } from '@/workshops/workshop.mapper';
import type { DemoImages, DemoPhoto } from '@/seed/demo-images';
import { inVenue } from '@/seed/demo-locations';
import { addDays, berlinToday, weekdayOf } from '@/schedule/schedule-rules';

interface SeedWorkshop {
  title: string;
  info: string;
  description: string;
  members: number;
  website?: string;
  /** Sessions: the weekday of the week `week` weeks from the seeding's (negative: past). */
  times: { week: number; day: Weekday; start: string; end: string; location: string }[];
  /** published: public; requested: a pending request of the workshop team; draft: neither. */
  state: 'published' | 'requested' | 'draft';
  picture: DemoPhoto;
}

const HEIM = 'Vereinsheim Gymnastikraum';

/**
 * No two slots share a venue at the same time (the hall plan refuses overlaps, issue 25). Dated
 * sessions around the seeding day: some over, most coming, one workshop on three evenings.
 */
export const demoWorkshops: SeedWorkshop[] = [
  {
    title: 'Erste Hilfe im Sport',
    info: 'Samstag, 9–16 Uhr · 9 Lerneinheiten · für Übungsleitungen kostenlos',
    description:
      '<p>Was tun bei Umknicken, Zerrung oder Kreislaufproblemen in der Halle? In diesem Kurs üben wir die <strong>PECH-Regel</strong>, stabile Seitenlage und Herz-Lungen-Wiederbelebung.</p><p>Die Teilnahme wird für die Übungsleiterlizenz anerkannt.</p>',
    members: 16,
    times: [
      { week: -7, day: 'Samstag', start: '09:00', end: '16:00', location: HEIM },
      { week: 3, day: 'Samstag', start: '09:00', end: '16:00', location: HEIM },
    ],
    picture: { pictogram: 'firstaid', variant: 1 },
    state: 'published',
  },
  {
    title: 'Faszientraining',
    info: 'Vier Dienstage · bitte eine Matte und eine Faszienrolle mitbringen',
    description:
      '<p>Federnde Bewegungen, Dehnen und Rollen: Faszientraining hält das Bindegewebe elastisch und beugt Rückenschmerzen vor.</p><p>Für alle Altersgruppen geeignet, keine Vorkenntnisse nötig.</p>',
    members: 12,
    times: [1, 2, 3, 4].map((week) => ({
      week,
      day: 'Dienstag' as const,
      start: '18:00',
      end: '19:30',
      location: HEIM,
    })),
    picture: { pictogram: 'yoga', variant: 2 },
    state: 'published',
  },
  {
    title: 'Selbstbehauptung für Mädchen',
    info: 'Für Mädchen von 10 bis 14 Jahren · Wochenendkurs',
    description:
      '<p>Grenzen erkennen, laut „Nein“ sagen und sich im Ernstfall befreien: Unsere Trainerinnen aus der Kampfsportabteilung zeigen einfache, wirksame Techniken.</p>',
    members: 14,
    times: [
      { week: 2, day: 'Samstag', start: '13:00', end: '16:00', location: 'Dojo im Vereinsheim' },
      { week: 2, day: 'Sonntag', start: '13:00', end: '16:00', location: 'Dojo im Vereinsheim' },
    ],
    picture: { pictogram: 'martial', variant: 2 },
    state: 'published',
  },
  {
    title: 'Lauftechnik für Einsteiger',
    info: 'Vorbereitung auf den Volkslauf · Treffpunkt am Vereinsheim',
    description:
      '<p>Locker und verletzungsfrei laufen: Wir arbeiten an Haltung, Armarbeit und Schrittfrequenz und stellen einen Trainingsplan für die <em>3 km Jedermannlauf</em> oder die 6 km vor.</p>',
    members: 20,
    website: 'https://www.tus-musterstadt.de/volkslauf',
    times: [-2, -1, 1, 2].map((week) => ({
      week,
      day: 'Donnerstag' as const,
      start: '18:00',
      end: '19:30',
      location: 'Sportplatz an der Aue',
    })),
    picture: { pictogram: 'runner', variant: 2 },
    state: 'published',
  },
  {
    title: 'Aqua-Fitness zum Ausprobieren',
    info: 'Drei Donnerstage im Hallenbad Musterstadt · Eintritt im Beitrag enthalten',
    description:
      '<p>Gelenkschonend fit im Wasser: Mit Musik, Schwimmnudeln und Hanteln trainieren wir Ausdauer und Kraft.</p><p>Schwimmkenntnisse sind hilfreich, aber nicht nötig – wir bleiben im hüfthohen Wasser.</p>',
    members: 18,
    times: [1, 2, 3].map((week) => ({
      week,
      day: 'Donnerstag' as const,
      start: '19:00',
      end: '20:00',
      location: 'Hallenbad Musterstadt',
    })),
    state: 'published',
    picture: { pictogram: 'swimming', variant: 1 },
  },
  {
    title: 'Kinderschutz im Verein',
    info: 'Pflichtfortbildung für alle Übungsleitungen · 3 Lerneinheiten',
    description:
      '<p>Wie erkennen wir Anzeichen von Grenzverletzungen, und wie handeln wir richtig? Unsere Kinderschutzbeauftragte stellt das Schutzkonzept des Vereins vor.</p><p>Mit Fallbeispielen und Zeit für Fragen.</p>',
    members: 25,
    times: [{ week: -4, day: 'Freitag', start: '18:30', end: '21:00', location: HEIM }],
    state: 'published',
    picture: { pictogram: 'people', variant: 2 },
  },
  {
    title: 'Kinesio-Taping',
    info: 'Sonntag, 10–13 Uhr · Tape-Material wird gestellt',
    description:
      '<p>Grundlagen des Kinesio-Tapings bei Sportverletzungen: Anlagen für Knie, Schulter und Sprunggelenk zum Nachmachen.</p>',
    members: 10,
    times: [{ week: 5, day: 'Sonntag', start: '10:00', end: '13:00', location: HEIM }],
    picture: { pictogram: 'heart', variant: 1 },
    state: 'requested',
  },
];

/** Demo workshops with times; most are published, one waits for approval (spec section 3). */
export async function seedDemoWorkshops(
  tx: Tx,
  by: { adminId: string; workshopUserId: string; venues: readonly { id: string; name: string }[] },
  images: DemoImages,
): Promise<void> {
  const today = berlinToday();
  const photos = await Promise.all(demoWorkshops.map((seed) => images.photo(seed.picture)));
  for (const [i, seed] of demoWorkshops.entries()) {
    const [row] = await tx
      .insert(workshops)
      .values({
        title: seed.title,
        info: seed.info,
        description: seed.description,
        members: seed.members,
        website: seed.website ?? null,
        photoUrl: photos[i],
        updatedBy: by.workshopUserId,
      })
      .returning();
    const slots = await tx
      .insert(timeSlots)
      .values(
        seed.times.map(({ week, ...t }) => ({
          workshopId: row!.id,
          date: dateIn(week, t.day, today),
          ...inVenue(t, by.venues),
        })),
      )
      .returning();
    const snapshot = buildWorkshopSnapshot({ ...row!, blockedByName: null }, slots);
    if (seed.state === 'requested') {
      await tx.insert(publishRequests).values({
        entityType: 'workshop',
        entityId: row!.id,
        snapshot,
        requestedBy: by.workshopUserId,
      });
    }
    if (seed.state !== 'published') continue;
    const [revision] = await tx
      .insert(workshopRevisions)
      .values({ workshopId: row!.id, number: 1, snapshot, createdBy: by.adminId })
      .returning();
    await tx
      .update(workshops)
      .set({ publishedRevisionId: revision!.id, publishedAt: revision!.createdAt })
      .where(eq(workshops.id, row!.id));
  }
}

/** The date of `day` in the week `week` weeks after the one of `today` (weeks start on Monday). */
export function dateIn(week: number, day: Weekday, today: string): string {
  const monday = addDays(today, -WEEKDAYS.indexOf(weekdayOf(today)));
  return addDays(monday, week * 7 + WEEKDAYS.indexOf(day));
}

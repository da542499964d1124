import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import {
  publishRequests,
  timeSlots,
  workshopRevisions,
  workshops,
  type Weekday,
} from '@/db/schema';
import { buildWorkshopSnapshot } from '@/workshops/workshop.mapper';

interface SeedWorkshop {
  title: string;
  info: string;
  description: string;
  members: number;
  website?: string;
  times: { day: Weekday; start: string; end: string; location: string }[];
  /** published: public; requested: a pending request of the workshop team; draft: neither. */
  state: 'published' | 'requested' | 'draft';
}

const HEIM = 'Vereinsheim Gymnastikraum';

const demoWorkshops: SeedWorkshop[] = [
  {
    title: 'Erste Hilfe im Sport',
    info: 'Samstag, 9–16 Uhr · 9 Lerneinheiten · für Übungsleitungen kostenlos',
    description:
      '<p>Was tun bei Umknicken, Zerrung oder Kreislaufproblemen in der Halle? In diesem Kurs üben wir die <strong>PECH-Regel</strong>, stabile Seitenlage und Herz-Lungen-Wiederbelebung.</p><p>Die Teilnahme wird für die Übungsleiterlizenz anerkannt.</p>',
    members: 16,
    times: [{ day: 'Samstag', start: '09:00', end: '16:00', location: HEIM }],
    state: 'published',
  },
  {
    title: 'Faszientraining',
    info: 'Vier Dienstage · bitte eine Matte und eine Faszienrolle mitbringen',
    description:
      '<p>Federnde Bewegungen, Dehnen und Rollen: Faszientraining hält das Bindegewebe elastisch und beugt Rückenschmerzen vor.</p><p>Für alle Altersgruppen geeignet, keine Vorkenntnisse nötig.</p>',
    members: 12,
    times: [{ day: 'Dienstag', start: '19:00', end: '20:30', location: HEIM }],
    state: 'published',
  },
  {
    title: 'Selbstbehauptung für Mädchen',
    info: 'Für Mädchen von 10 bis 14 Jahren · Wochenendkurs',
    description:
      '<p>Grenzen erkennen, laut „Nein“ sagen und sich im Ernstfall befreien: Unsere Trainerinnen aus der Kampfsportabteilung zeigen einfache, wirksame Techniken.</p>',
    members: 14,
    times: [
      { day: 'Samstag', start: '10:00', end: '13:00', location: 'Dojo im Vereinsheim' },
      { day: 'Sonntag', start: '10:00', end: '13:00', location: 'Dojo im Vereinsheim' },
    ],
    state: 'published',
  },
  {
    title: 'Lauftechnik für Einsteiger',
    info: 'Vorbereitung auf den Volkslauf · Treffpunkt am Vereinsheim',
    description:
      '<p>Locker und verletzungsfrei laufen: Wir arbeiten an Haltung, Armarbeit und Schrittfrequenz und stellen einen Trainingsplan für die <em>3 km Jedermannlauf</em> oder die 6 km vor.</p>',
    members: 20,
    website: 'https://www.tus-musterstadt.de/volkslauf',
    times: [{ day: 'Donnerstag', start: '18:00', end: '19:30', location: 'Sportplatz an der Aue' }],
    state: 'published',
  },
  {
    title: 'Kinesio-Taping',
    info: 'Samstag, 10–13 Uhr · Tape-Material wird gestellt',
    description:
      '<p>Grundlagen des Kinesio-Tapings bei Sportverletzungen: Anlagen für Knie, Schulter und Sprunggelenk zum Nachmachen.</p>',
    members: 10,
    times: [{ day: 'Samstag', start: '10:00', end: '13:00', location: HEIM }],
    state: 'requested',
  },
];

/** Demo workshops with times; most are published, one waits for approval (spec section 3). */
export async function seedDemoWorkshops(
  tx: Tx,
  by: { adminId: string; workshopUserId: string },
): Promise<void> {
  for (const seed of demoWorkshops) {
    const [row] = await tx
      .insert(workshops)
      .values({
        title: seed.title,
        info: seed.info,
        description: seed.description,
        members: seed.members,
        website: seed.website ?? null,
        updatedBy: by.workshopUserId,
      })
      .returning();
    const slots = await tx
      .insert(timeSlots)
      .values(seed.times.map((t) => ({ workshopId: row!.id, ...t })))
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

import type { Tx } from '@/db/client';
import {
  clubEvents,
  registrationOffers,
  registrations,
  type EventKind,
  type RegistrationField,
} from '@/db/schema';
import { slugBase } from '@/common/slug';
import { addDays, berlinToday, weekdayOf } from '@/schedule/schedule-rules';

interface SeedEvent {
  kind: EventKind;
  /** null: the whole club. */
  department: string | null;
  title: string;
  description: string;
  /** Days from today to the first day (moved to the weekday below). */
  inDays: number;
  weekday: 'Freitag' | 'Samstag' | 'Sonntag';
  startTime: string;
  endTime: string | null;
  /** Days the event lasts beyond the first (a camp over the weekend). */
  extraDays?: number;
  venue?: string;
  place?: string;
  agenda?: string[];
  cancelNote?: string;
  /** Registration: places (null: unlimited), fee, asked fields and who registered already. */
  registration?: {
    places: number | null;
    feeCents: number;
    feeNote: string;
    fields: RegistrationField[];
    people: { name: string; team?: string; birthYear?: number }[];
  };
}

/**
 * The demo club's own dates (issue 37): the general assembly with its agenda, a club party, a
 * department's championship that takes registrations, a youth camp over a weekend, a cancelled
 * tournament and one that is over. Relative to the day the demo is seeded, so they stay coming.
 */
export const demoEvents: SeedEvent[] = [
  {
    kind: 'assembly',
    department: null,
    title: 'Ordentliche Mitgliederversammlung',
    description:
      'Alle Mitglieder ab 16 Jahren sind herzlich eingeladen und stimmberechtigt.\n\n' +
      'Anträge zur Tagesordnung reichst du bitte bis eine Woche vor der Versammlung schriftlich in der Geschäftsstelle ein.',
    inDays: 40,
    weekday: 'Freitag',
    startTime: '19:00',
    endTime: '21:30',
    venue: 'Vereinsheim Gymnastikraum',
    agenda: [
      'Begrüßung und Feststellung der Beschlussfähigkeit',
      'Genehmigung der Tagesordnung',
      'Berichte des Vorstands und der Abteilungen',
      'Bericht der Kassenprüfer',
      'Entlastung des Vorstands',
      'Wahlen: stellvertretende Vorsitzende, Jugendwart',
      'Beitragsordnung: Anpassung der Familienbeiträge',
      'Verschiedenes',
    ],
  },
  {
    kind: 'party',
    department: null,
    title: 'Vereinsfest mit Ehrungen',
    description:
      'Wir feiern mit Kaffee und Kuchen, Vorführungen der Abteilungen und den Ehrungen für langjährige Mitglieder. Kuchenspenden sind willkommen.',
    inDays: 70,
    weekday: 'Samstag',
    startTime: '14:00',
    endTime: '22:00',
    place: 'Festwiese am Sportplatz an der Aue',
  },
  {
    kind: 'tournament',
    department: 'Turnen',
    title: 'Vereinsmeisterschaft Gerätturnen',
    description:
      'Wettkampf für alle Turnerinnen und Turner ab 6 Jahren, geturnt wird in Altersklassen. Gäste sind willkommen, für Essen und Getränke ist gesorgt.',
    inDays: 25,
    weekday: 'Samstag',
    startTime: '09:00',
    endTime: '17:00',
    venue: 'Sporthalle am Stadtpark',
    registration: {
      places: 60,
      feeCents: 500,
      feeNote: 'Das Startgeld zahlst du bar bei der Anmeldung in der Halle.',
      fields: ['birth_year', 'team'],
      people: [
        { name: 'Lina Becker', team: 'Riege 2', birthYear: 2014 },
        { name: 'Noah Schulz', team: 'Riege 1', birthYear: 2016 },
        { name: 'Marie Hoffmann', team: 'Leistungsriege', birthYear: 2009 },
      ],
    },
  },
  {
    kind: 'other',
    department: 'Leichtathletik',
    title: 'Trainingslager der Jugend',
    description:
      'Drei Tage Training, Spiele und Übernachtung im Vereinsheim für die Jugend ab 10 Jahren. Schlafsack und Isomatte bitte mitbringen.',
    inDays: 55,
    weekday: 'Freitag',
    startTime: '16:00',
    endTime: '13:00',
    extraDays: 2,
    venue: 'Sportplatz an der Aue',
    registration: {
      places: 24,
      feeCents: 3500,
      feeNote: 'Bitte überweise den Beitrag bis eine Woche vorher; Verpflegung ist enthalten.',
      fields: ['birth_year', 'tshirt'],
      people: [],
    },
  },
  {
    kind: 'tournament',
    department: 'Handball',
    title: 'Hallenturnier der E-Jugend',
    description: 'Acht Mannschaften aus der Region spielen um den Wanderpokal.',
    inDays: 18,
    weekday: 'Sonntag',
    startTime: '10:00',
    endTime: '16:00',
    venue: 'Sporthalle am Stadtpark',
    cancelNote: 'Das Turnier fällt aus: zu wenige Mannschaften haben gemeldet.',
  },
  {
    kind: 'party',
    department: 'Turnen',
    title: 'Jahresabschluss der Kinderturngruppen',
    description: 'Mit Bewegungslandschaft, Urkunden und Punsch für die Eltern.',
    inDays: -12,
    weekday: 'Samstag',
    startTime: '10:00',
    endTime: '12:00',
    venue: 'Turnhalle Lindenschule',
  },
];

const WEEKDAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];

/** The first `weekday` on or after `date`. */
function onWeekday(date: string, weekday: string): string {
  const shift = (WEEKDAYS.indexOf(weekday) - WEEKDAYS.indexOf(weekdayOf(date)) + 7) % 7;
  return addDays(date, shift);
}

const slugOf = (title: string, date: string) => `${slugBase(title, 'termin', 60)}-${date}`;

const addressOf = (name: string) =>
  `${name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .replace(' ', '.')}@example.org`;

/** Inserts the demo events and their registrations; needs the demo departments and venues. */
export async function seedDemoEvents(
  tx: Tx,
  refs: {
    adminId: string;
    departments: { id: string; name: string }[];
    venues: { id: string; name: string }[];
    organiserEmail: string;
    organiserDepartment: string;
  },
): Promise<void> {
  const today = berlinToday();
  for (const seed of demoEvents) {
    const date = onWeekday(addDays(today, seed.inDays), seed.weekday);
    const venue = refs.venues.find((v) => v.name === seed.venue) ?? null;
    const departmentId = refs.departments.find((d) => d.name === seed.department)?.id ?? null;
    if (seed.department && !departmentId) continue;
    const endDate = seed.extraDays ? addDays(date, seed.extraDays) : null;
    const [event] = await tx
      .insert(clubEvents)
      .values({
        slug: slugOf(seed.title, date),
        kind: seed.kind,
        departmentId,
        title: seed.title,
        description: seed.description,
        date,
        startTime: seed.startTime,
        endDate,
        endTime: seed.endTime,
        locationId: venue?.id ?? null,
        place: venue?.name ?? seed.place ?? '',
        agenda: seed.agenda ?? [],
        noticeDays: seed.kind === 'assembly' ? 14 : null,
        published: true,
        // Announced three weeks before one that is over, three days ago for the coming ones.
        announcedOn: seed.inDays < 0 ? addDays(date, -21) : addDays(today, -3),
        cancelled: Boolean(seed.cancelNote),
        cancelNote: seed.cancelNote ?? '',
        createdBy: refs.adminId,
        updatedBy: refs.adminId,
      })
      .returning();
    if (!seed.registration) continue;
    const [offer] = await tx
      .insert(registrationOffers)
      .values({
        targetKind: 'event',
        targetId: event!.id,
        open: true,
        places: seed.registration.places,
        feeCents: seed.registration.feeCents,
        feeNote: seed.registration.feeNote,
        fields: seed.registration.fields,
        // The Turnen department's user hears of theirs; the others go to the office.
        organiserEmail: seed.department === refs.organiserDepartment ? refs.organiserEmail : null,
        notice: 'digest',
      })
      .returning();
    if (seed.registration.people.length === 0) continue;
    const start = Date.now() - seed.registration.people.length * 3_600_000;
    await tx.insert(registrations).values(
      seed.registration.people.map((person, i) => {
        const at = new Date(start + i * 3_600_000);
        const minor =
          person.birthYear !== undefined && Number(date.slice(0, 4)) - person.birthYear < 16;
        return {
          offerId: offer!.id,
          name: person.name,
          email: addressOf(person.name),
          birthYear: person.birthYear ?? null,
          team: person.team ?? null,
          guardianName: minor ? `Elternteil ${person.name.split(' ')[1]}` : null,
          status: 'confirmed' as const,
          confirmedAt: at,
          queuedAt: at,
          feeCents: seed.registration!.feeCents,
          noticedAt: at,
          endsOn: endDate ?? date,
        };
      }),
    );
  }
}

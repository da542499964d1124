import { inArray } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import {
  registrationOffers,
  registrations,
  timeSlots,
  workshops,
  type RegistrationField,
} from '@/db/schema';

interface SeedOffer {
  workshop: string;
  places: number | null;
  feeCents: number;
  feeNote: string;
  fields: RegistrationField[];
  /** Confirmed registrations first (up to the places), the rest on the waiting list. */
  people: string[];
}

/**
 * Registration for the demo's coming workshops (issue 37): one with a fee and a waiting list, one
 * for girls that asks the year of birth (a guardian under 16), one free and unlimited. The people
 * are invented; their addresses are of the reserved example domain.
 */
export const demoRegistrationOffers: SeedOffer[] = [
  {
    workshop: 'Faszientraining',
    places: 12,
    feeCents: 2000,
    feeNote: 'Bitte überweise die Gebühr bis zum ersten Termin; für Mitglieder 10 €.',
    fields: ['birth_year'],
    people: [
      'Sabine Krüger',
      'Jens Albrecht',
      'Petra Lorenz',
      'Monika Hahn',
      'Ralf Busch',
      'Gisela Frank',
      'Andrea Vogt',
      'Thomas Keller',
      'Ute Schubert',
      'Karin Roth',
      'Heike Winter',
      'Uwe Jansen',
      'Birgit Engel',
      'Frank Sauer',
    ],
  },
  {
    workshop: 'Selbstbehauptung für Mädchen',
    places: 14,
    feeCents: 0,
    feeNote: '',
    fields: ['birth_year', 'tshirt'],
    people: ['Lena Kraus', 'Mia Brandt', 'Emma Pohl'],
  },
  {
    workshop: 'Aqua-Fitness zum Ausprobieren',
    places: null,
    feeCents: 0,
    feeNote: '',
    fields: [],
    people: ['Helga Seidel', 'Werner Kuhn'],
  },
];

/** The first names of the girls' parents who consent. */
const GUARDIANS = ['Claudia', 'Martin', 'Sandra'];

const addressOf = (name: string) =>
  `${name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .replace(' ', '.')}@example.org`;

/** Opens the demo offers and fills them; needs the demo workshops with their sessions. */
export async function seedDemoRegistrations(tx: Tx, organiserEmail: string): Promise<void> {
  const rows = await tx
    .select({ id: workshops.id, title: workshops.title })
    .from(workshops)
    .where(
      inArray(
        workshops.title,
        demoRegistrationOffers.map((o) => o.workshop),
      ),
    );
  const slots = await tx
    .select({ workshopId: timeSlots.workshopId, date: timeSlots.date })
    .from(timeSlots)
    .where(
      inArray(
        timeSlots.workshopId,
        rows.map((r) => r.id),
      ),
    );
  for (const seed of demoRegistrationOffers) {
    const workshop = rows.find((r) => r.title === seed.workshop);
    const last = slots
      .filter((s) => s.workshopId === workshop?.id && s.date)
      .map((s) => s.date!)
      .sort()
      .at(-1);
    if (!workshop || !last) continue;
    const [offer] = await tx
      .insert(registrationOffers)
      .values({
        targetKind: 'workshop',
        targetId: workshop.id,
        open: true,
        places: seed.places,
        feeCents: seed.feeCents,
        feeNote: seed.feeNote,
        fields: seed.fields,
        organiserEmail,
        notice: 'digest',
      })
      .returning();
    const girls = seed.fields.includes('tshirt');
    const thisYear = Number(last.slice(0, 4));
    const start = Date.now() - seed.people.length * 3_600_000;
    if (seed.people.length === 0) continue;
    await tx.insert(registrations).values(
      seed.people.map((name, i) => {
        const at = new Date(start + i * 3_600_000);
        const held = seed.places === null || i < seed.places;
        return {
          offerId: offer!.id,
          name,
          email: addressOf(name),
          birthYear: seed.fields.includes('birth_year')
            ? girls
              ? thisYear - 11 - (i % 3)
              : 1960 + i * 2
            : null,
          tshirt: girls ? ('140' as const) : null,
          guardianName: girls ? `${GUARDIANS[i % GUARDIANS.length]} ${name.split(' ')[1]}` : null,
          status: held ? ('confirmed' as const) : ('waiting' as const),
          confirmedAt: at,
          queuedAt: at,
          noticedAt: at,
          feeCents: seed.feeCents,
          endsOn: last,
        };
      }),
    );
  }
}

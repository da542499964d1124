import type { funruns } from '@/db/schema';

/** The venue the demo's run starts and finishes at (demo-locations.ts). */
export const DEMO_FUNRUN_VENUE = 'Sportplatz an der Aue';

const track = (
  name_de: string,
  name_en: string,
  distance_m: number,
  fee_cents: number,
  medal: boolean,
) => ({ name_de, name_en, distance_m, start_time: '09:30', fee_cents, medal, age_group: null });

/**
 * The fun run of spec section 2 ("Fun run page (2025)"). The spec names bib pick-up on
 * "Saturday 28 June 2025" and again "on the event day" with a start at 09:30: the event day is
 * the following day, Sunday 29 June 2025. Fees and the late fee are the demo's own.
 */
export const DEMO_FUNRUN: Omit<typeof funruns.$inferInsert, 'locationId'> = {
  year: 2025,
  date: '2025-06-29',
  startTime: '09:30',
  registrationUntil: '2025-06-23',
  bibPickups: [
    { date: '2025-06-28', from: '14:00', to: '16:00' },
    { date: '2025-06-29', from: '08:00', to: '09:00' },
  ],
  lateClosesMinutes: 15,
  lateFeeCents: 200,
  registrationEmail: 'volkslauf@tus-musterstadt.de',
  tracks: [
    track('10 km Lauf', '10 km run', 10_000, 1000, false),
    track('7,5 km Walking', '7.5 km walk', 7_500, 800, false),
    track('6 km Lauf', '6 km run', 6_000, 800, false),
    track('3 km Jedermannlauf', "3 km everyone's run", 3_000, 500, true),
    track('1 km Kinder- und Handicaplauf', '1 km children and handicap run', 1_000, 0, true),
    track('370 m Bambinilauf', '370 m toddler run', 370, 0, true),
  ],
  introDe:
    'Der TuS Musterstadt lädt zum Volkslauf ein – für Läuferinnen und Läufer, Walkerinnen und Walker und die ganze Familie.',
  introEn:
    'TuS Musterstadt invites you to its fun run – for runners, walkers and the whole family.',
  notesDe:
    'Die drei Erstplatzierten der Gesamtwertung werden geehrt.\nDie Zeitmessung erfolgt mit Einweg-Chips.',
  notesEn: 'The top three overall are honoured.\nTiming is by single-use chip.',
  resultsUrl: null,
};

import { clubInitials } from '@/components/club/club';

/** The same table as the server's icons (backend src/club/club-icons.spec.ts): both agree. */
const INITIALS: [string, string | null, string][] = [
  ['TuS Musterstadt 1887 e.V.', 'TuS 1887', 'TuS'],
  ['Turnverein Beispielstadt 1901 e.V.', null, 'TB'],
  ['Turnverein Beispielstadt 1901 e.V.', 'TV Beispiel', 'TB'],
  ['Sportgemeinschaft Nord e.V.', 'SGN', 'SGN'],
  ['Verein für Bewegungsspiele von 1910 Oberstadt', null, 'VFB'],
  ['', null, ''],
];

describe("the crest's letters", () => {
  it.each(INITIALS)('%s (%s) → %s', (name, short, initials) => {
    expect(clubInitials({ name, short_name: short })).toBe(initials);
  });
});

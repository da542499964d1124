import type { locations } from '@/db/schema';
import type { DemoPhoto } from '@/seed/demo-images';
import { sameVenue } from '@/schedule/schedule-rules';

/** The demo club's venues (fictional addresses in the fictional town Musterstadt). */
export const demoLocations: (typeof locations.$inferInsert & { picture: DemoPhoto })[] = [
  {
    name: 'Turnhalle Lindenschule',
    description: 'Dreifeldhalle mit Geräteraum, Umkleiden und Duschen; Heimat der Turnabteilung.',
    mapsLink:
      'https://www.openstreetmap.org/search?query=Lindenallee%2012%2C%2012345%20Musterstadt',
    postalCode: '12345',
    city: 'Musterstadt',
    address: 'Lindenallee 12',
    picture: { pictogram: 'hall' },
  },
  {
    name: 'Sporthalle am Stadtpark',
    description: 'Wettkampfhalle mit Tribüne; hier finden die Handball-Heimspiele statt.',
    mapsLink:
      'https://www.openstreetmap.org/search?query=Parkstra%C3%9Fe%205%2C%2012345%20Musterstadt',
    postalCode: '12345',
    city: 'Musterstadt',
    address: 'Parkstraße 5',
    picture: { pictogram: 'hall', variant: 2 },
  },
  {
    name: 'Vereinsheim Gymnastikraum',
    description:
      'Heller Gymnastikraum im Vereinsheim mit Matten, Kissen und Decken für Yoga und Meditation.',
    mapsLink: null,
    postalCode: '12345',
    city: 'Musterstadt',
    address: 'Am Sportplatz 1',
    picture: { pictogram: 'yoga' },
  },
  {
    name: 'Dojo im Vereinsheim',
    description: 'Mattenraum für Judo, Karate und Ju-Jutsu im Untergeschoss des Vereinsheims.',
    mapsLink: null,
    postalCode: '12345',
    city: 'Musterstadt',
    address: 'Am Sportplatz 1',
    picture: { pictogram: 'martial' },
  },
  {
    name: 'Sportplatz an der Aue',
    description:
      '400-Meter-Rundbahn, Weitsprunganlage und Rasenplatz; Start und Ziel des Volkslaufs.',
    mapsLink: 'https://www.openstreetmap.org/search?query=Auenweg%2020%2C%2012345%20Musterstadt',
    postalCode: '12345',
    city: 'Musterstadt',
    address: 'Auenweg 20',
    picture: { pictogram: 'track', variant: 1 },
  },
  {
    name: 'Hallenbad Musterstadt',
    description:
      'Städtisches Hallenbad mit 25-Meter-Becken und Lehrschwimmbecken; donnerstags abends für den Verein reserviert.',
    mapsLink:
      'https://www.openstreetmap.org/search?query=Badstra%C3%9Fe%203%2C%2012345%20Musterstadt',
    postalCode: '12345',
    city: 'Musterstadt',
    address: 'Badstraße 3',
    picture: { pictogram: 'swimming' },
  },
];

/**
 * The demo's venue closure: the floor of the Stadtpark hall is sealed for a week, starting in 20
 * days, so every weekday's trainings there are off once (course cards, feeds, trial dates). The
 * banner strip names a closure from 14 days before it: not on the day of the seed, when the
 * demo's own banner already takes a phone's first screen.
 */
export const DEMO_CLOSURE = {
  venue: 'Sporthalle am Stadtpark',
  inDays: 20,
  days: 7,
  reason: 'Der Hallenboden wird versiegelt',
};

/** A demo time with the id of the venue it names (the demo's times are all in its venues). */
export function inVenue<T extends { location: string }>(
  time: T,
  venues: readonly { id: string; name: string }[],
): T & { venueId: string | null } {
  const venue = venues.find((v) => sameVenue(time.location, v.name));
  return { ...time, venueId: venue?.id ?? null, location: venue?.name ?? time.location };
}

/** The demo club's venues (fictional addresses in the fictional town Musterstadt). */
export const demoLocations = [
  {
    name: 'Turnhalle Lindenschule',
    description: 'Dreifeldhalle mit Geräteraum, Umkleiden und Duschen; Heimat der Turnabteilung.',
    mapsLink:
      'https://www.openstreetmap.org/search?query=Lindenallee%2012%2C%2012345%20Musterstadt',
    postalCode: '12345',
    city: 'Musterstadt',
    address: 'Lindenallee 12',
  },
  {
    name: 'Sporthalle am Stadtpark',
    description: 'Wettkampfhalle mit Tribüne; hier finden die Handball-Heimspiele statt.',
    mapsLink:
      'https://www.openstreetmap.org/search?query=Parkstra%C3%9Fe%205%2C%2012345%20Musterstadt',
    postalCode: '12345',
    city: 'Musterstadt',
    address: 'Parkstraße 5',
  },
  {
    name: 'Vereinsheim Gymnastikraum',
    description:
      'Heller Gymnastikraum im Vereinsheim mit Matten, Kissen und Decken für Yoga und Meditation.',
    mapsLink: null,
    postalCode: '12345',
    city: 'Musterstadt',
    address: 'Am Sportplatz 1',
  },
  {
    name: 'Dojo im Vereinsheim',
    description: 'Mattenraum für Judo, Karate und Ju-Jutsu im Untergeschoss des Vereinsheims.',
    mapsLink: null,
    postalCode: '12345',
    city: 'Musterstadt',
    address: 'Am Sportplatz 1',
  },
  {
    name: 'Sportplatz an der Aue',
    description:
      '400-Meter-Rundbahn, Weitsprunganlage und Rasenplatz; Start und Ziel des Volkslaufs.',
    mapsLink: 'https://www.openstreetmap.org/search?query=Auenweg%2020%2C%2012345%20Musterstadt',
    postalCode: '12345',
    city: 'Musterstadt',
    address: 'Auenweg 20',
  },
];

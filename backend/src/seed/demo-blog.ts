/**
 * Demo blog posts, news, sponsors and banners of the fictional "TuS Musterstadt 1887 e.V.".
 * All persons, firms and links are invented (example.org / the club's fictional domain).
 */
import type { Tx } from '@/db/client';
import { banners, news, posts, sponsors, type PostCategory } from '@/db/schema';
import type { DemoImages, DemoPhoto, Pictogram } from '@/seed/demo-images';

interface SeedPost {
  title: string;
  text: string;
  info: string;
  category: PostCategory;
  department?: string;
  author: string;
  daysAgo: number;
  likes: number;
  views: number;
  social_media?: { facebook?: string; instagram?: string; twitter?: string };
  picture: DemoPhoto;
}

// The club's one account, as in the footer (frontend/src/components/club/club.ts).
const INSTAGRAM = 'https://www.instagram.com/tus_musterstadt_1887';
const FACEBOOK = 'https://www.facebook.com/tus.musterstadt';

const demoPosts: SeedPost[] = [
  {
    title: 'Volkslauf 2025: 612 Läuferinnen und Läufer am Start',
    text: '<p>Bei bestem Sommerwetter gingen am Sonntag 612 Teilnehmende auf die Strecken rund um den Sportplatz an der Aue – so viele wie nie zuvor.</p><p>Die 10 km gewann Lena Albers in 38:41 Minuten, bei den Männern siegte Malte Ohlsen in 34:12. Besonders gefeiert wurden die <strong>Bambini</strong> auf der 370-Meter-Runde.</p><p>Danke an über 80 Helferinnen und Helfer!</p>',
    info: 'Bericht des Orga-Teams',
    category: 'club',
    picture: { pictogram: 'runner' },
    author: 'owner@tus-musterstadt.de',
    daysAgo: 4,
    likes: 48,
    views: 1204,
    social_media: { instagram: INSTAGRAM, facebook: FACEBOOK },
  },
  {
    title: 'Drei Kreismeistertitel für unsere Turnerinnen',
    text: '<p>Bei den Kreismeisterschaften im Gerätturnen in Nordheim holten unsere Turnerinnen drei Titel: Mia Schröder (Boden), Emma Kaya (Sprung) und die Mannschaft der AK 12–13.</p><p>Trainerin Claudia Neuhaus: „Die Mädchen haben seit Januar zweimal pro Woche hart gearbeitet – das hat sich ausgezahlt.“</p>',
    info: 'Abteilung Turnen',
    category: 'department',
    department: 'Turnen',
    picture: { pictogram: 'trophy' },
    author: 'abteilung@tus-musterstadt.de',
    daysAgo: 9,
    likes: 31,
    views: 512,
  },
  {
    title: 'Handball-Minis beim Spielfest in der Stadtparkhalle',
    text: '<p>Zwölf Mannschaften, über hundert Kinder und jede Menge Tore: Unser Spielfest für die Jüngsten war ein voller Erfolg.</p><p>Bei den Minis zählt nicht das Ergebnis, sondern der Spaß am Ball – und den hatten alle. Ein großes Dankeschön an die Eltern für das Kuchenbuffet!</p>',
    info: 'Abteilung Handball',
    category: 'department',
    department: 'Handball',
    picture: { pictogram: 'ball' },
    author: 'admin@tus-musterstadt.de',
    daysAgo: 16,
    likes: 22,
    views: 340,
    social_media: { instagram: INSTAGRAM },
  },
  {
    title: 'Workshop „Erste Hilfe im Sport“: alle Plätze belegt',
    text: '<p>18 Übungsleiterinnen und Übungsleiter frischten am Samstag ihre Erste-Hilfe-Kenntnisse auf. Im Mittelpunkt standen typische Sportverletzungen, die stabile Seitenlage und die Herz-Lungen-Wiederbelebung.</p><p>Der nächste Termin ist bereits in Planung.</p>',
    info: 'Workshop-Team',
    category: 'workshop',
    picture: { pictogram: 'firstaid' },
    author: 'workshop@tus-musterstadt.de',
    daysAgo: 21,
    likes: 12,
    views: 188,
  },
  {
    title: 'Selbstverteidigung für Frauen: Rückblick auf den Wochenend-Workshop',
    text: '<p>Zwei Tage, 24 Teilnehmerinnen und viele Aha-Momente: Im Dojo übten wir Befreiungstechniken, sicheres Auftreten und das Setzen klarer Grenzen.</p><p>„Ich fühle mich jetzt viel sicherer auf dem Heimweg“, sagte eine Teilnehmerin.</p>',
    info: 'Workshop Kampfsport',
    category: 'workshop',
    department: 'Kampfsport',
    picture: { pictogram: 'martial', variant: 1 },
    author: 'workshop@tus-musterstadt.de',
    daysAgo: 30,
    likes: 19,
    views: 276,
  },
  {
    title: 'Sportabzeichen-Tag: 73 Abzeichen abgenommen',
    text: '<p>Am Sportabzeichen-Tag auf dem Sportplatz an der Aue legten 73 Sportlerinnen und Sportler zwischen 7 und 81 Jahren ihre Prüfungen ab.</p><p>Die Urkunden werden beim Herbstfest überreicht.</p>',
    info: 'Abteilung Leichtathletik',
    category: 'department',
    department: 'Leichtathletik',
    picture: { pictogram: 'track' },
    author: 'admin@tus-musterstadt.de',
    daysAgo: 38,
    likes: 15,
    views: 233,
  },
  {
    title: 'Jahreshauptversammlung: Vorstand im Amt bestätigt',
    text: '<p>Die Mitglieder haben Gabriele Hartmann als Vorsitzende und Thomas Brinkmann als Geschäftsführer für weitere zwei Jahre bestätigt.</p><p>Beschlossen wurde außerdem die Sanierung der Umkleiden im Vereinsheim. Das Protokoll liegt in der Geschäftsstelle aus.</p>',
    info: 'Vorstand',
    category: 'club',
    picture: { pictogram: 'people' },
    author: 'owner@tus-musterstadt.de',
    daysAgo: 52,
    likes: 9,
    views: 402,
  },
  {
    title: 'Kinderturnen zeigt sein Können beim Stadtfest',
    text: '<p>Mit Rollen, Radschlägen und einer Pyramide begeisterten unsere Kinderturngruppen die Zuschauer auf der Bühne am Marktplatz.</p><p>Wer mitmachen möchte: Schnupperstunden sind jederzeit möglich.</p>',
    info: 'Bericht von Jonas Hoffmeister',
    category: 'department',
    department: 'Turnen',
    picture: { pictogram: 'gymnastics', variant: 1 },
    author: 'kurs@tus-musterstadt.de',
    daysAgo: 64,
    likes: 27,
    views: 389,
    social_media: { facebook: FACEBOOK },
  },
  {
    title: 'Yoga im Park: Sonnengruß am Sonntagmorgen',
    text: '<p>Über 40 Frühaufsteherinnen und Frühaufsteher kamen zu unserem ersten <strong>Yoga im Park</strong> auf die Wiese am Stadtparkteich.</p><p>Bei gutem Wetter geht es jeden ersten Sonntag im Monat um 9 Uhr weiter – Matte mitbringen, Vorkenntnisse sind nicht nötig.</p>',
    info: 'Abteilung Yoga & Meditation',
    category: 'department',
    department: 'Yoga',
    picture: { pictogram: 'yoga', variant: 1 },
    author: 'admin@tus-musterstadt.de',
    daysAgo: 72,
    likes: 24,
    views: 301,
    social_media: { instagram: INSTAGRAM },
  },
  {
    title: 'Seniorensport: Neue Gruppe „Fit und sicher im Alter“',
    text: '<p>Gleichgewicht, Kraft und Beweglichkeit: Die neue Gruppe trainiert mittwochs im Vereinsheim und beugt Stürzen im Alltag vor.</p><p>Übungsleiterin Ursula Meinecke freut sich auf neue Gesichter – eine Schnupperstunde ist jederzeit möglich.</p>',
    info: 'Abteilung Seniorensport',
    category: 'department',
    department: 'Seniorensport',
    picture: { pictogram: 'walking' },
    author: 'admin@tus-musterstadt.de',
    daysAgo: 80,
    likes: 11,
    views: 164,
  },
  {
    title: 'Karate: Sieben neue Gürtel nach der Prüfung',
    text: '<p>Sieben Karateka haben ihre Kyu-Prüfung bestanden, darunter zwei Jugendliche mit dem Grüngurt.</p><p>Prüfer Kenji Wallner lobte vor allem die saubere Technik in den Kata. Herzlichen Glückwunsch!</p>',
    info: 'Abteilung Kampfsport',
    category: 'department',
    department: 'Kampfsport',
    picture: { pictogram: 'martial' },
    author: 'admin@tus-musterstadt.de',
    daysAgo: 88,
    likes: 17,
    views: 221,
  },
  {
    title: 'Volleyball Mixed sucht Verstärkung',
    text: '<p>Unsere Freizeit-Volleyballgruppe spielt freitags in der Sporthalle am Stadtpark – locker, gemischt und mit viel Spaß.</p><p>Gesucht werden vor allem Mitspielerinnen und Mitspieler mit etwas Erfahrung im Zuspiel.</p>',
    info: 'Abteilung Freizeitsport',
    category: 'department',
    department: 'Freizeitsport',
    picture: { pictogram: 'ball', variant: 2 },
    author: 'admin@tus-musterstadt.de',
    daysAgo: 95,
    likes: 8,
    views: 143,
  },
  {
    title: 'Vereinsheim: Umkleiden nach der Sanierung wieder offen',
    text: '<p>Nach acht Wochen Bauzeit sind die Umkleiden im Vereinsheim wieder geöffnet: neue Duschen, helle Beleuchtung und abschließbare Spinde.</p><p>Danke an alle Helferinnen und Helfer, die an drei Samstagen mit angepackt haben!</p>',
    info: 'Vorstand',
    category: 'club',
    picture: { pictogram: 'hall', variant: 1 },
    author: 'owner@tus-musterstadt.de',
    daysAgo: 110,
    likes: 20,
    views: 356,
    social_media: { facebook: FACEBOOK },
  },
];

// The news name no calendar dates: they are seeded relative to the day of the seed and would
// otherwise contradict it (an October notice in November, a June deadline in autumn).
const demoNews = [
  {
    title: 'Kinderschutz: neue Ansprechperson',
    text: 'Ab sofort ist Miriam Adler unsere Ansprechperson für Kinderschutz. Ihr erreicht sie vertraulich über die Geschäftsstelle.',
    info: 'Vorstand',
    picture: { pictogram: 'heart' } as DemoPhoto,
    author: 'owner@tus-musterstadt.de',
    daysAgo: 0.2,
  },
  {
    title: 'Schwimmgruppe startet im Hallenbad',
    text: 'Die neue Freizeit-Schwimmgruppe trifft sich ab nächster Woche donnerstags um 19 Uhr im Hallenbad Musterstadt. Anmeldung in der Geschäftsstelle.',
    info: 'Abteilung Freizeitsport',
    picture: { pictogram: 'swimming' } as DemoPhoto,
    author: 'admin@tus-musterstadt.de',
    daysAgo: 6,
  },
  {
    title: 'Turnhalle Lindenschule diese Woche gesperrt',
    text: 'Wegen Bodenarbeiten bleibt die Halle diese Woche geschlossen. Die Gruppen weichen nach Absprache in die Sporthalle am Stadtpark aus.',
    info: 'Geschäftsstelle',
    picture: { pictogram: 'hall' } as DemoPhoto,
    author: 'admin@tus-musterstadt.de',
    daysAgo: 2,
  },
  {
    title: 'Neue Öffnungszeiten der Geschäftsstelle',
    text: 'Die Geschäftsstelle ist dienstags von 15:30 bis 17:30 Uhr und donnerstags von 10:00 bis 12:00 Uhr für euch da.',
    info: 'Geschäftsstelle',
    picture: { pictogram: 'news' } as DemoPhoto,
    author: 'owner@tus-musterstadt.de',
    daysAgo: 12,
  },
  {
    title: 'Volkslauf: Danke an alle Helferinnen und Helfer',
    text: 'Ohne euch wäre der Volkslauf nicht möglich gewesen. Der Termin für den nächsten Lauf steht noch nicht fest; sobald die Anmeldung öffnet, steht es hier und auf der Volkslauf-Seite.',
    info: 'Orga-Team Volkslauf',
    picture: { pictogram: 'runner', variant: 1 } as DemoPhoto,
    author: 'admin@tus-musterstadt.de',
    daysAgo: 40,
  },
  {
    title: 'Übungsleitungen gesucht',
    text: 'Für das Eltern-Kind-Turnen und die Seniorengymnastik suchen wir Verstärkung. Eine Lizenzausbildung unterstützen wir gern. Meldet euch in der Geschäftsstelle!',
    info: 'Abteilung Turnen',
    picture: { pictogram: 'people', variant: 1 } as DemoPhoto,
    author: 'abteilung@tus-musterstadt.de',
    daysAgo: 60,
  },
];

const demoSponsors = [
  {
    text: 'Stadtwerke Musterstadt – Energie für den Sport in unserer Stadt.',
    link: 'https://www.example.org/stadtwerke-musterstadt',
    logo: {
      name: 'Stadtwerke Musterstadt',
      tagline: 'Energie vor Ort',
      pictogram: 'heart' as Pictogram,
    },
    placements: ['homepage', 'volkslauf'] as const,
    sortOrder: 1,
  },
  {
    text: 'Sparkasse Musterstadt – seit Jahren Partner unseres Volkslaufs.',
    link: 'https://www.example.org/sparkasse-musterstadt',
    logo: {
      name: 'Sparkasse Musterstadt',
      tagline: 'Gut für die Region',
      pictogram: 'trophy' as Pictogram,
    },
    placements: ['homepage', 'volkslauf'] as const,
    sortOrder: 2,
  },
  {
    text: 'Autohaus Krüger – Ihr Partner für Mobilität in Musterstadt.',
    link: 'https://www.example.org/autohaus-krueger',
    logo: { name: 'Autohaus Krüger', tagline: 'Mobil seit 1962', pictogram: 'track' as Pictogram },
    placements: ['homepage'] as const,
    sortOrder: 3,
  },
  {
    text: 'Physiotherapie am Markt – wir bringen Sie wieder in Bewegung.',
    link: 'https://www.example.org/physio-am-markt',
    logo: {
      name: 'Physio am Markt',
      tagline: 'Praxis für Physiotherapie',
      pictogram: 'firstaid' as Pictogram,
    },
    placements: ['homepage'] as const,
    sortOrder: 4,
  },
  {
    text: 'Bäckerei Sonnenschein – Brezeln und Kuchen für alle Läuferinnen und Läufer.',
    link: 'https://www.example.org/baeckerei-sonnenschein',
    logo: {
      name: 'Bäckerei Sonnenschein',
      tagline: 'Backstube seit 1921',
      pictogram: 'people' as Pictogram,
    },
    placements: ['volkslauf'] as const,
    sortOrder: 5,
  },
  {
    text: 'Sport Albers – Laufschuhe und Beratung im Herzen der Altstadt.',
    link: 'https://www.example.org/sport-albers',
    logo: {
      name: 'Sport Albers',
      tagline: 'Laufschuhe & Beratung',
      pictogram: 'runner' as Pictogram,
    },
    placements: ['volkslauf'] as const,
    sortOrder: 6,
  },
  {
    text: 'Getränke Hansen – Wasser, Schorlen und Apfelsaft für jeden Zieleinlauf.',
    link: 'https://www.example.org/getraenke-hansen',
    logo: {
      name: 'Getränke Hansen',
      tagline: 'Frisch aus der Region',
      pictogram: 'swimming' as Pictogram,
    },
    placements: ['homepage', 'volkslauf'] as const,
    sortOrder: 7,
  },
];

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/** Seeds posts, news, sponsors and banners; called inside the demo seed's transaction. */
export async function seedDemoBlog(
  tx: Tx,
  departmentRows: { id: string; name: string }[],
  userRows: { id: string; email: string }[],
  images: DemoImages,
): Promise<void> {
  const departmentId = new Map(departmentRows.map((d) => [d.name, d.id]));
  const userId = new Map(userRows.map((u) => [u.email, u.id]));
  // Oldest first, so article numbers follow the dates.
  const postsByAge = [...demoPosts].sort((a, b) => b.daysAgo - a.daysAgo);
  const [postPhotos, newsPhotos, logos] = await Promise.all([
    Promise.all(postsByAge.map((post) => images.photo(post.picture))),
    Promise.all(demoNews.map((item) => images.photo(item.picture))),
    Promise.all(
      demoSponsors.map((s) => images.logo(s.logo.name, s.logo.tagline, s.logo.pictogram)),
    ),
  ]);
  for (const [i, post] of postsByAge.entries()) {
    const createdAt = daysFromNow(-post.daysAgo);
    await tx.insert(posts).values({
      title: post.title,
      text: post.text,
      info: post.info,
      category: post.category,
      departmentId: post.department ? departmentId.get(post.department) : null,
      ownerId: userId.get(post.author) ?? null,
      photoUrl: postPhotos[i],
      likes: post.likes,
      views: post.views,
      socialMedia: post.social_media ?? {},
      createdAt,
      updatedAt: createdAt,
    });
  }
  await tx.insert(news).values(
    demoNews.map((item, i) => ({
      title: item.title,
      text: item.text,
      info: item.info,
      photoUrl: newsPhotos[i],
      createdBy: userId.get(item.author) ?? null,
      createdAt: daysFromNow(-item.daysAgo),
      updatedAt: daysFromNow(-item.daysAgo),
    })),
  );
  await tx.insert(sponsors).values(
    demoSponsors.map(({ logo: _logo, ...s }, i) => ({
      ...s,
      photoUrl: logos[i],
      placements: [...s.placements],
    })),
  );
  await tx.insert(banners).values([
    {
      text: 'Der Parkplatz der Turnhalle Lindenschule ist diese Woche gesperrt. Bitte parkt am Stadtpark.',
      severity: 'warning',
      startsAt: daysFromNow(-1),
      endsAt: daysFromNow(6),
    },
    {
      text: 'Am Feiertag fallen alle Trainingseinheiten aus. Wir wünschen schöne freie Tage!',
      severity: 'info',
      startsAt: daysFromNow(14),
      endsAt: daysFromNow(15),
    },
  ]);
}

/**
 * Demo blog posts, news, sponsors and banners of the fictional "TuS Musterstadt 1887 e.V.".
 * All persons, firms and links are invented (example.org / the club's fictional domain).
 */
import type { Tx } from '@/db/client';
import { banners, news, posts, sponsors, type PostCategory } from '@/db/schema';

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
}

const INSTAGRAM = 'https://www.instagram.com/tus.musterstadt';
const FACEBOOK = 'https://www.facebook.com/tus.musterstadt';

const demoPosts: SeedPost[] = [
  {
    title: 'Volkslauf 2025: 612 Läuferinnen und Läufer am Start',
    text: '<p>Bei bestem Sommerwetter gingen am Sonntag 612 Teilnehmende auf die Strecken rund um den Sportplatz an der Aue – so viele wie nie zuvor.</p><p>Die 10 km gewann Lena Albers in 38:41 Minuten, bei den Männern siegte Malte Ohlsen in 34:12. Besonders gefeiert wurden die <strong>Bambini</strong> auf der 370-Meter-Runde.</p><p>Danke an über 80 Helferinnen und Helfer!</p>',
    info: 'Bericht des Orga-Teams',
    category: 'club',
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
    author: 'kurs@tus-musterstadt.de',
    daysAgo: 64,
    likes: 27,
    views: 389,
    social_media: { facebook: FACEBOOK },
  },
];

const demoNews = [
  {
    title: 'Turnhalle Lindenschule in den Herbstferien geschlossen',
    text: 'Wegen Bodenarbeiten bleibt die Halle vom 13. bis 24. Oktober geschlossen. Die Gruppen weichen nach Absprache in die Sporthalle am Stadtpark aus.',
    info: 'Geschäftsstelle',
    author: 'admin@tus-musterstadt.de',
    daysAgo: 2,
  },
  {
    title: 'Neue Öffnungszeiten der Geschäftsstelle',
    text: 'Die Geschäftsstelle ist dienstags von 15:30 bis 17:30 Uhr und donnerstags von 10:00 bis 12:00 Uhr für euch da.',
    info: 'Geschäftsstelle',
    author: 'owner@tus-musterstadt.de',
    daysAgo: 12,
  },
  {
    title: 'Anmeldung zum Volkslauf geöffnet',
    text: 'Ab sofort könnt ihr euch für alle Strecken anmelden – vom 370-Meter-Bambinilauf bis zu den 10 km. Anmeldeschluss ist Montag, 23. Juni.',
    info: 'Orga-Team Volkslauf',
    author: 'admin@tus-musterstadt.de',
    daysAgo: 40,
  },
  {
    title: 'Übungsleitungen gesucht',
    text: 'Für das Eltern-Kind-Turnen und die Seniorengymnastik suchen wir Verstärkung. Eine Lizenzausbildung unterstützen wir gern. Meldet euch in der Geschäftsstelle!',
    info: 'Abteilung Turnen',
    author: 'abteilung@tus-musterstadt.de',
    daysAgo: 60,
  },
];

const demoSponsors = [
  {
    text: 'Stadtwerke Musterstadt – Energie für den Sport in unserer Stadt.',
    link: 'https://www.example.org/stadtwerke-musterstadt',
    placements: ['homepage', 'volkslauf'] as const,
    sortOrder: 1,
  },
  {
    text: 'Sparkasse Musterstadt – seit Jahren Partner unseres Volkslaufs.',
    link: 'https://www.example.org/sparkasse-musterstadt',
    placements: ['homepage', 'volkslauf'] as const,
    sortOrder: 2,
  },
  {
    text: 'Autohaus Krüger – Ihr Partner für Mobilität in Musterstadt.',
    link: 'https://www.example.org/autohaus-krueger',
    placements: ['homepage'] as const,
    sortOrder: 3,
  },
  {
    text: 'Physiotherapie am Markt – wir bringen Sie wieder in Bewegung.',
    link: 'https://www.example.org/physio-am-markt',
    placements: ['homepage'] as const,
    sortOrder: 4,
  },
  {
    text: 'Bäckerei Sonnenschein – Brezeln und Kuchen für alle Läuferinnen und Läufer.',
    link: 'https://www.example.org/baeckerei-sonnenschein',
    placements: ['volkslauf'] as const,
    sortOrder: 5,
  },
  {
    text: 'Sport Albers – Laufschuhe und Beratung im Herzen der Altstadt.',
    link: 'https://www.example.org/sport-albers',
    placements: ['volkslauf'] as const,
    sortOrder: 6,
  },
];

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/** Seeds posts, news, sponsors and banners; called inside the demo seed's transaction. */
export async function seedDemoBlog(
  tx: Tx,
  departmentRows: { id: string; name: string }[],
  userRows: { id: string; email: string }[],
): Promise<void> {
  const departmentId = new Map(departmentRows.map((d) => [d.name, d.id]));
  const userId = new Map(userRows.map((u) => [u.email, u.id]));
  // Oldest first, so article numbers follow the dates.
  for (const post of [...demoPosts].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const createdAt = daysFromNow(-post.daysAgo);
    await tx.insert(posts).values({
      title: post.title,
      text: post.text,
      info: post.info,
      category: post.category,
      departmentId: post.department ? departmentId.get(post.department) : null,
      ownerId: userId.get(post.author) ?? null,
      likes: post.likes,
      views: post.views,
      socialMedia: post.social_media ?? {},
      createdAt,
      updatedAt: createdAt,
    });
  }
  await tx.insert(news).values(
    demoNews.map((item) => ({
      title: item.title,
      text: item.text,
      info: item.info,
      createdBy: userId.get(item.author) ?? null,
      createdAt: daysFromNow(-item.daysAgo),
      updatedAt: daysFromNow(-item.daysAgo),
    })),
  );
  await tx
    .insert(sponsors)
    .values(demoSponsors.map((s) => ({ ...s, placements: [...s.placements] })));
  await tx.insert(banners).values([
    {
      text: 'Die Turnhalle Lindenschule ist diese Woche wegen Bodenarbeiten gesperrt. Bitte beachtet die Ausweichzeiten.',
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

import { DRAWER_ENTRIES, type DrawerEntry } from '@/pages/AccountCoursesPage';
import type { USERS } from '@/support/api';

export type Role = keyof typeof USERS;

/** Spec section 6, "Menu visibility": the entries each role sees, nothing more. */
export const VISIBLE: Record<Role, readonly DrawerEntry[]> = {
  owner: DRAWER_ENTRIES,
  admin: DRAWER_ENTRIES,
  department: [
    'dashboard',
    'departments',
    'courses',
    'blog',
    'news',
    'events',
    'registrations',
    'profile',
  ],
  workshop: ['workshops', 'blog', 'news', 'registrations', 'profile'],
  course: ['courses', 'blog', 'news', 'profile'],
};

/** Each entry's address under /de/account and the heading its screen shows. */
export const SCREENS: Record<DrawerEntry, { path: string; heading: RegExp }> = {
  dashboard: { path: '', heading: /^Hallo / },
  departments: { path: 'abteilungen', heading: /^Abteilungen$/ },
  courses: { path: 'angebote', heading: /^Angebote$/ },
  workshops: { path: 'workshop', heading: /^Workshops$/ },
  blog: { path: 'beiträge', heading: /^Beiträge$/ },
  news: { path: 'news', heading: /^News$/ },
  banners: { path: 'banners', heading: /^Banner$/ },
  support: { path: 'support', heading: /^Support$/ },
  locations: { path: 'sportstaetten', heading: /^Sportstätten$/ },
  closures: { path: 'sperrungen', heading: /^Hallensperrungen$/ },
  sponsors: { path: 'sponsoren', heading: /^Sponsoren$/ },
  users: { path: 'benutzer', heading: /^Benutzer$/ },
  club: { path: 'verein', heading: /^Verein$/ },
  texts: { path: 'texte', heading: /^Texte$/ },
  documents: { path: 'dokumente', heading: /^Dokumente$/ },
  funrun: { path: 'volkslauf', heading: /^Volkslauf$/ },
  events: { path: 'termine', heading: /^Termine$/ },
  registrations: { path: 'anmeldungen', heading: /^Anmeldungen$/ },
  backup: { path: 'backup', heading: /^Backup$/ },
  audit: { path: 'protokoll', heading: /^Protokoll$/ },
  profile: { path: 'profil', heading: /^Profil$/ },
  publish: { path: 'veroeffentlichungen', heading: /^Veröffentlichungen$/ },
};

/** Shapes of the demo content. The seeder turns these into rows; ids are made at seed time. */

export type SeedRole = 'owner' | 'admin' | 'department' | 'workshop' | 'course';
export type SeedGender = 'männlich' | 'weiblich' | 'divers';
export type SeedWeekday =
  'Montag' | 'Dienstag' | 'Mittwoch' | 'Donnerstag' | 'Freitag' | 'Samstag' | 'Sonntag';
export type SeedCategory =
  | 'ballsport'
  | 'kampfsport'
  | 'selbstverteidigung'
  | 'yoga'
  | 'handball'
  | 'sonstiges'
  | 'maennergruppe'
  | 'meditation'
  | 'leichtathletik'
  | 'senioren'
  | 'turnen';

export interface SeedDepartment {
  /** URL name, unique, e.g. "Turnen" (used in /abteilung/{name}). */
  name: string;
  /** Display title, e.g. "Abteilung Turnen". */
  title: string;
  /** Simple HTML (<p>, <ul><li>, <strong>, <a href>), 2–4 sentences. */
  description: string;
}

export interface SeedTrainer {
  /** Key referenced by courses. */
  key: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  /** When set, the trainer is this demo user (login account). */
  userEmail?: string;
}

export interface SeedTimeSlot {
  day: SeedWeekday;
  /** HH:mm */
  start: string;
  /** HH:mm, after start */
  end: string;
  location: string;
}

export interface SeedCourse {
  /** SeedDepartment.name */
  department: string;
  title: string;
  /** Simple HTML, 1–3 sentences. */
  description: string;
  /** Plain text, one short line (shown in the info tooltip). */
  info: string;
  /** Simple HTML, one sentence about a free trial session. */
  trial_training: string;
  /** Trial places per training for the booking form (issue 25); none when left out. */
  trial_places?: number;
  genders: SeedGender[];
  categories: SeedCategory[];
  /** Inclusive, years. */
  age_from: number;
  /** Inclusive, years; 99 for "open end". */
  age_to: number;
  members: number;
  /** Main venue name, one of the location names used in the times. */
  location: string;
  website?: string;
  social_media?: { facebook?: string; instagram?: string; twitter?: string };
  /** SeedTrainer.key values, 1–2. */
  trainers: string[];
  /** 1–3 weekly slots. */
  times: SeedTimeSlot[];
  /** false = only a working copy (draft) exists; default true = published. */
  published?: boolean;
}

export interface SeedUser {
  email: string;
  firstname: string;
  lastname: string;
  roles: SeedRole[];
  phone?: string;
  /** SeedDepartment.name, for the department role. */
  department?: string;
}

import type { Config, PublicCourse } from '@/api/types';

let seq = 0;

/** A published course with sensible defaults; override what a test is about. */
export function makeCourse(overrides: Partial<PublicCourse> = {}): PublicCourse {
  seq += 1;
  return {
    _id: `course-${seq}`,
    title: `Kurs ${seq}`,
    slug: `kurs-${seq}`,
    description: '<p>Beschreibung</p>',
    info: 'Bitte Hallenschuhe mitbringen.',
    trial_training: '<p>Probetraining jederzeit</p>',
    photoURL: null,
    srcset: null,
    department: { _id: 'dep-1', name: 'Turnen', title: 'turnen' },
    genders: ['männlich', 'weiblich', 'divers'],
    categories: ['turnen'],
    age_from: 6,
    age_to: 10,
    social_media: {},
    website: null,
    members: 12,
    location: 'Halle 1',
    trainers: [{ _id: 't-1', name: 'Anna Trainerin' }],
    times: [],
    published_at: '2025-01-01T00:00:00.000Z',
    cancellations: [],
    trial_places: 0,
    ...overrides,
  };
}

export const testConfig: Config = {
  tags: [],
  icons: {},
  socialMedia: [],
  trial_retention_days: 30,
  contact_retention_days: 180,
  request_log: false,
  categories: [
    { key: 'turnen', name: 'Turnen', color: '#038387', icon: 'Sport' },
    { key: 'yoga', name: 'Yoga', color: '#8764b8', icon: 'Accessibility' },
    { key: 'ballsport', name: 'Ballsport', color: '#ca5010', icon: 'SportBasketball' },
    { key: 'handball', name: 'Handball', color: '#0078d4', icon: 'SportSoccer' },
  ],
};

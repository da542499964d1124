import {
  buildSnapshot,
  canonicalJson,
  courseState,
  diffSnapshots,
  sortTimes,
  type CourseSnapshot,
} from '@/courses/course.mapper';
import type { CourseListRow, TimeSlotRow } from '@/courses/courses.repository';

const now = new Date('2025-05-01T10:00:00Z');

function courseRow(overrides: Partial<CourseListRow> = {}): CourseListRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    departmentId: '00000000-0000-4000-8000-0000000000d1',
    title: 'Kinderturnen',
    description: '<p>Spaß</p>',
    info: 'Hallenschuhe',
    trialTraining: '<p>Jederzeit</p>',
    photoUrl: null,
    genders: ['männlich', 'weiblich'],
    categories: ['turnen'],
    ageFrom: 6,
    ageTo: 10,
    socialMedia: { instagram: 'https://instagram.com/tus', facebook: 'https://facebook.com/tus' },
    website: null,
    members: 12,
    trialPlaces: 0,
    location: 'Turnhalle',
    blocked: false,
    blockedBy: null,
    publishedRevisionId: null,
    publishedAt: null,
    updatedBy: null,
    version: 1,
    createdAt: now,
    updatedAt: now,
    department: { id: '00000000-0000-4000-8000-0000000000d1', name: 'Turnen', title: 'Turnen' },
    blockedByName: null,
    ...overrides,
  };
}

function slot(id: string, day: TimeSlotRow['day'], start: string, end = '23:00'): TimeSlotRow {
  return {
    id,
    courseId: '00000000-0000-4000-8000-000000000001',
    workshopId: null,
    venueId: null,
    date: null,
    day,
    start,
    end,
    location: 'Halle',
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
}

const anna = { id: 'a', name: 'Anna Berg' };
const zoe = { id: 'z', name: 'Zoe Adler' };
const times = [slot('t1', 'Freitag', '17:00'), slot('t2', 'Montag', '18:00')];

/** The same object with its keys in reverse order, at every level (as jsonb may return it). */
function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .reverse()
        .map(([k, v]) => [k, reverseKeys(v)]),
    );
  }
  return value;
}

describe('sortTimes', () => {
  it('orders slots Montag to Sonntag, then by start time', () => {
    const sorted = sortTimes([
      { day: 'Sonntag', start: '09:00' },
      { day: 'Mittwoch', start: '18:00' },
      { day: 'Montag', start: '19:00' },
      { day: 'Samstag', start: '10:00' },
      { day: 'Mittwoch', start: '08:30' },
      { day: 'Dienstag', start: '07:00' },
      { day: 'Donnerstag', start: '12:00' },
      { day: 'Freitag', start: '12:00' },
      { day: 'Montag', start: '06:00' },
    ]);
    expect(sorted.map((t) => `${t.day} ${t.start}`)).toEqual([
      'Montag 06:00',
      'Montag 19:00',
      'Dienstag 07:00',
      'Mittwoch 08:30',
      'Mittwoch 18:00',
      'Donnerstag 12:00',
      'Freitag 12:00',
      'Samstag 10:00',
      'Sonntag 09:00',
    ]);
  });

  it('does not reorder the array it was given', () => {
    const input = [
      { day: 'Dienstag', start: '10:00' },
      { day: 'Montag', start: '10:00' },
    ];
    sortTimes(input);
    expect(input[0]!.day).toBe('Dienstag');
  });
});

describe('courseState', () => {
  const working = buildSnapshot(courseRow(), [anna, zoe], times);

  it('is draft when nothing was ever published', () => {
    expect(courseState(working, null)).toBe('draft');
    expect(courseState(working, undefined)).toBe('draft');
  });

  it('is published when the published copy equals the working copy, whatever its key order', () => {
    const fromJsonb = reverseKeys(JSON.parse(JSON.stringify(working)));
    expect(JSON.stringify(fromJsonb)).not.toBe(JSON.stringify(working));
    expect(courseState(working, fromJsonb)).toBe('published');
  });

  it('is published whatever order the trainers and times were loaded in', () => {
    const published = buildSnapshot(courseRow(), [anna, zoe], times);
    const reloaded = buildSnapshot(courseRow(), [zoe, anna], [...times].reverse());
    expect(courseState(reloaded, published)).toBe('published');
    expect(reloaded.trainers.map((t) => t.name)).toEqual(['Anna Berg', 'Zoe Adler']);
    expect(reloaded.times.map((t) => t.day)).toEqual(['Montag', 'Freitag']);
  });

  it('is published whatever order the social media links were stored in', () => {
    const published = buildSnapshot(courseRow(), [anna], times);
    const reordered = buildSnapshot(
      courseRow({
        socialMedia: {
          facebook: 'https://facebook.com/tus',
          instagram: 'https://instagram.com/tus',
        },
      }),
      [anna],
      times,
    );
    expect(courseState(reordered, published)).toBe('published');
  });

  it('is changed after a field, a trainer or a time changed', () => {
    const published = buildSnapshot(courseRow(), [anna], times);
    expect(courseState(buildSnapshot(courseRow({ ageTo: 11 }), [anna], times), published)).toBe(
      'changed',
    );
    expect(courseState(buildSnapshot(courseRow(), [anna, zoe], times), published)).toBe('changed');
    expect(
      courseState(
        buildSnapshot(courseRow(), [anna], [times[0]!, slot('t2', 'Montag', '18:15')]),
        published,
      ),
    ).toBe('changed');
  });
});

describe('canonicalJson', () => {
  it('sorts keys, keeps array order and drops undefined values', () => {
    expect(canonicalJson({ b: 1, a: [2, { d: undefined, c: 'x' }] })).toBe(
      '{"a":[2,{"c":"x"}],"b":1}',
    );
  });
});

describe('diffSnapshots', () => {
  const published = buildSnapshot(courseRow(), [anna], times);

  it('lists nothing when the proposal equals the published copy', () => {
    expect(diffSnapshots(published, reverseKeys(published) as CourseSnapshot)).toEqual([]);
  });

  it('lists each changed field with its German label, old and new value', () => {
    const proposed = buildSnapshot(
      courseRow({ title: 'Kinderturnen 6–10', ageTo: 11 }),
      [anna, zoe],
      [times[0]!, slot('t2', 'Montag', '18:30')],
    );
    const diff = diffSnapshots(published, proposed);
    expect(diff.map((c) => c.field)).toEqual(['title', 'age_to', 'trainers', 'times']);
    expect(diff[0]).toEqual({
      field: 'title',
      label: 'Titel',
      from: 'Kinderturnen',
      to: 'Kinderturnen 6–10',
    });
    expect(diff[1]).toMatchObject({ label: 'Alter bis', from: 10, to: 11 });
    expect(diff[2]).toMatchObject({ from: ['Anna Berg'], to: ['Anna Berg', 'Zoe Adler'] });
    expect(diff[3]).toMatchObject({
      label: 'Trainingszeiten',
      // When and where, no ids: the client words the weekday in its language.
      from: [
        { day: 'Montag', start: '18:00', end: '23:00', location: 'Halle' },
        { day: 'Freitag', start: '17:00', end: '23:00', location: 'Halle' },
      ],
      to: [
        { day: 'Montag', start: '18:30', end: '23:00', location: 'Halle' },
        { day: 'Freitag', start: '17:00', end: '23:00', location: 'Halle' },
      ],
    });
  });

  it('lists every field when the course was never published', () => {
    const diff = diffSnapshots(null, published);
    expect(diff.map((c) => c.field).sort()).toEqual(Object.keys(published).sort());
    expect(diff.every((c) => c.from === null)).toBe(true);
  });
});

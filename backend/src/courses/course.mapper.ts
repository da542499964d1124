import { WEEKDAYS } from '@/db/schema';
import type { CategoryKey, Gender } from '@/app-config/club-config';
import type { CourseListRow, Ref, TimeSlotRow } from '@/courses/courses.repository';
import type {
  CourseDto,
  CourseState,
  PublicCourseDto,
  TimeSlotDto,
} from '@/courses/dto/course.dto';
import type { RefDto } from '@/common/dto/ref.dto';
import { canonicalJson, diffByLabels, publicationState } from '@/publishing/snapshot';
import { srcsetOf } from '@/files/upload-names';
import { slotCancellations, type Offs } from '@/schedule/schedule-offs';
import {
  comparable,
  placeTimes,
  readableSlot,
  snapshotSlot,
  type SnapshotSlot,
} from '@/courses/slot-places';

/** What the public sees of a course; stored as a revision when published. */
export interface CourseSnapshot {
  title: string;
  description: string;
  info: string;
  trial_training: string;
  photoURL: string | null;
  genders: Gender[];
  categories: CategoryKey[];
  age_from: number;
  age_to: number;
  social_media: Record<string, string>;
  website: string | null;
  members: number;
  location: string;
  trainers: RefDto[];
  times: SnapshotSlot[];
}

/** Weekly times Monday first; a workshop's sessions by date (a time without a date first). */
export function sortTimes<T extends { day: string; date?: string | null; start: string }>(
  times: T[],
): T[] {
  const order = (day: string) => WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]);
  return [...times].sort(
    (a, b) =>
      (a.date ?? '').localeCompare(b.date ?? '') ||
      order(a.day) - order(b.day) ||
      a.start.localeCompare(b.start),
  );
}

export const ref = (r: Ref): RefDto => ({ _id: r.id, name: r.name });

export function mapTimeSlot(row: TimeSlotRow): TimeSlotDto {
  return {
    _id: row.id,
    course: row.courseId,
    workshop: row.workshopId,
    day: row.day,
    date: row.date,
    start: row.start,
    end: row.end,
    venue: row.venueId,
    location: row.location,
    version: row.version,
  };
}

export function buildSnapshot(
  course: CourseListRow,
  trainers: Ref[],
  times: TimeSlotRow[],
): CourseSnapshot {
  return {
    title: course.title,
    description: course.description,
    info: course.info,
    trial_training: course.trialTraining,
    photoURL: course.photoUrl,
    genders: course.genders as Gender[],
    categories: course.categories as CategoryKey[],
    age_from: course.ageFrom,
    age_to: course.ageTo,
    social_media: { ...course.socialMedia },
    website: course.website,
    members: course.members,
    location: course.location,
    trainers: [...trainers]
      .sort((a, b) => a.name.localeCompare(b.name, 'de') || a.id.localeCompare(b.id))
      .map(ref),
    times: sortTimes(times).map(snapshotSlot),
  };
}

export { canonicalJson };

export function courseState(working: CourseSnapshot, published: unknown): CourseState {
  return publicationState(comparable(working), comparable(published));
}

export interface CourseExtras {
  trainers: Ref[];
  times: TimeSlotRow[];
  publishedSnapshot: unknown;
  pending: CourseDto['pending_request'];
  lastRejection: CourseDto['last_rejection'];
}

export function mapCourse(course: CourseListRow, extras: CourseExtras): CourseDto {
  const snapshot = buildSnapshot(course, extras.trainers, extras.times);
  return {
    _id: course.id,
    ...snapshot,
    srcset: srcsetOf(snapshot.photoURL),
    department: {
      _id: course.department.id,
      name: course.department.name,
      title: course.department.title,
    },
    times: sortTimes(extras.times).map(mapTimeSlot),
    version: course.version,
    blocked: course.blocked,
    blocked_by:
      course.blockedBy && course.blockedByName
        ? { _id: course.blockedBy, name: course.blockedByName }
        : null,
    state: courseState(snapshot, extras.publishedSnapshot),
    published_at: course.publishedAt?.toISOString() ?? null,
    updated_at: course.updatedAt.toISOString(),
    pending_request: extras.pending,
    last_rejection: extras.lastRejection,
    trial_places: course.trialPlaces,
  };
}

export function mapPublicCourse(
  row: {
    id: string;
    snapshot: unknown;
    publishedAt: Date | null;
    trialPlaces: number;
    department: { id: string; name: string; title: string };
  },
  offs: Offs,
  slug: string,
): PublicCourseDto {
  const snapshot = row.snapshot as CourseSnapshot;
  return {
    _id: row.id,
    ...snapshot,
    slug,
    times: placeTimes(snapshot.times, offs.venues),
    srcset: srcsetOf(snapshot.photoURL),
    department: { _id: row.department.id, name: row.department.name, title: row.department.title },
    published_at: (row.publishedAt ?? new Date(0)).toISOString(),
    cancellations: slotCancellations(snapshot.times, offs),
    trial_places: row.trialPlaces,
  };
}

const FIELD_LABELS: Record<keyof CourseSnapshot, string> = {
  title: 'Titel',
  description: 'Beschreibung',
  info: 'Info',
  trial_training: 'Probetraining',
  photoURL: 'Foto',
  genders: 'Geschlecht',
  categories: 'Sportarten',
  age_from: 'Alter von',
  age_to: 'Alter bis',
  social_media: 'Soziale Medien',
  website: 'Webseite',
  members: 'Mitglieder',
  location: 'Ort',
  trainers: 'Übungsleitung',
  times: 'Trainingszeiten',
};

function readable(field: keyof CourseSnapshot, value: unknown): unknown {
  if (field === 'times') return (value as SnapshotSlot[]).map(readableSlot);
  if (field === 'trainers') return (value as RefDto[]).map((t) => t.name);
  return value;
}

/** Field-by-field difference of a proposed copy against the published one (null = never published). */
export function diffSnapshots(published: CourseSnapshot | null, proposed: CourseSnapshot) {
  return diffByLabels(FIELD_LABELS, readable, published, proposed);
}

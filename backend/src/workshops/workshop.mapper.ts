import type { TimeSlotRow } from '@/courses/courses.repository';
import { mapTimeSlot, sortTimes } from '@/courses/course.mapper';
import { diffByLabels, publicationState, type RequestState } from '@/publishing/snapshot';
import type { WorkshopListRow } from '@/workshops/workshops.repository';
import type { PublicWorkshopDto, WorkshopDto } from '@/workshops/dto/workshop.dto';
import { srcsetOf } from '@/files/upload-names';
import { slotCancellations, type Offs } from '@/schedule/schedule-offs';
import {
  comparable,
  placeTimes,
  readableSlot,
  snapshotSlot,
  type SnapshotSlot,
} from '@/courses/slot-places';

/** What the public sees of a workshop; stored as a revision when published. */
export interface WorkshopSnapshot {
  title: string;
  info: string;
  description: string;
  photoURL: string | null;
  members: number;
  social_media: Record<string, string>;
  website: string | null;
  times: SnapshotSlot[];
}

export function buildWorkshopSnapshot(
  row: WorkshopListRow,
  times: TimeSlotRow[],
): WorkshopSnapshot {
  return {
    title: row.title,
    info: row.info,
    description: row.description,
    photoURL: row.photoUrl,
    members: row.members,
    social_media: { ...row.socialMedia },
    website: row.website,
    times: sortTimes(times).map(snapshotSlot),
  };
}

export function mapWorkshop(
  row: WorkshopListRow,
  extras: { times: TimeSlotRow[]; publishedSnapshot: unknown } & RequestState,
): WorkshopDto {
  const snapshot = buildWorkshopSnapshot(row, extras.times);
  return {
    _id: row.id,
    ...snapshot,
    srcset: srcsetOf(snapshot.photoURL),
    times: sortTimes(extras.times).map(mapTimeSlot),
    version: row.version,
    blocked: row.blocked,
    blocked_by:
      row.blockedBy && row.blockedByName ? { _id: row.blockedBy, name: row.blockedByName } : null,
    state: publicationState(comparable(snapshot), comparable(extras.publishedSnapshot)),
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    pending_request: extras.pending,
    last_rejection: extras.lastRejection,
  };
}

export function mapPublicWorkshop(
  row: { id: string; snapshot: unknown; publishedAt: Date | null },
  offs: Offs,
): PublicWorkshopDto {
  const snapshot = row.snapshot as WorkshopSnapshot;
  return {
    _id: row.id,
    ...snapshot,
    times: placeTimes(snapshot.times, offs.venues),
    srcset: srcsetOf(snapshot.photoURL),
    published_at: (row.publishedAt ?? new Date(0)).toISOString(),
    cancellations: slotCancellations(snapshot.times, offs),
  };
}

const FIELD_LABELS: Record<keyof WorkshopSnapshot, string> = {
  title: 'Titel',
  info: 'Info',
  description: 'Beschreibung',
  photoURL: 'Foto',
  members: 'Teilnehmende',
  social_media: 'Soziale Medien',
  website: 'Webseite',
  times: 'Termine',
};

function readable(field: keyof WorkshopSnapshot, value: unknown): unknown {
  if (field === 'times') return (value as SnapshotSlot[]).map(readableSlot);
  return value;
}

export function diffWorkshopSnapshots(
  published: WorkshopSnapshot | null,
  proposed: WorkshopSnapshot,
) {
  return diffByLabels(FIELD_LABELS, readable, published, proposed);
}

import type { Weekday } from '@/api/types';
import { db } from '@/offline/db';
import { newId } from '@/offline/ids';
import { appendRow, notifyEnqueued } from '@/offline/outbox';
import type { LocalCourse, LocalTimeSlot } from '@/offline/types';

const TABLES = [db.courses, db.times, db.outbox];
const SLOT_FIELDS = ['day', 'start', 'end', 'location'] as const;

function pick(source: object, keys: readonly string[]): Record<string, unknown> {
  const record = source as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, record[key] ?? null]));
}

export type CoursePatch = Partial<Omit<LocalCourse, '_id' | 'userId' | 'serverVersion'>>;

export interface TimeSlotInput {
  day: Weekday;
  start: string;
  end: string;
  location: string;
}

/** Saves course fields locally and queues `POST /api/course` in one transaction. */
export async function saveCourseChanges(
  userId: string,
  courseId: string,
  patch: CoursePatch,
): Promise<void> {
  await db.transaction('rw', TABLES, async () => {
    const local = await db.courses.get([userId, courseId]);
    if (!local) throw new Error(`No local copy of course ${courseId}`);
    await db.courses.put({ ...local, ...patch });
    await appendRow({
      userId,
      method: 'POST',
      path: '/api/course',
      body: { _id: courseId, ...patch },
      entity: { type: 'course', id: courseId },
      baseVersion: local.serverVersion,
      base: pick(local, Object.keys(patch)),
      ifMatch: true,
    });
  });
  notifyEnqueued();
}

/** Creates a slot with a client-made id, so later edits work before the server has seen it. */
export async function createTimeSlot(
  userId: string,
  courseId: string,
  input: TimeSlotInput,
): Promise<string> {
  const id = newId();
  await db.transaction('rw', TABLES, async () => {
    const slot: LocalTimeSlot = {
      _id: id,
      course: courseId,
      workshop: null,
      ...input,
      version: 0,
      userId,
      serverVersion: null,
    };
    await db.times.put(slot);
    await appendRow({
      userId,
      method: 'POST',
      path: '/api/times',
      body: { _id: id, course: courseId, ...input },
      entity: { type: 'time', id },
      baseVersion: null,
      base: null,
      ifMatch: false,
    });
  });
  notifyEnqueued();
  return id;
}

export async function updateTimeSlot(
  userId: string,
  slotId: string,
  input: TimeSlotInput,
): Promise<void> {
  await db.transaction('rw', TABLES, async () => {
    const local = await db.times.get([userId, slotId]);
    if (!local) throw new Error(`No local copy of time slot ${slotId}`);
    await db.times.put({ ...local, ...input });
    await appendRow({
      userId,
      method: 'PUT',
      path: '/api/times',
      body: { _id: slotId, ...input },
      entity: { type: 'time', id: slotId },
      baseVersion: local.serverVersion,
      base: pick(local, SLOT_FIELDS),
      ifMatch: true,
    });
  });
  notifyEnqueued();
}

export async function deleteTimeSlot(userId: string, slotId: string): Promise<void> {
  await db.transaction('rw', TABLES, async () => {
    const local = await db.times.get([userId, slotId]);
    await db.times.delete([userId, slotId]);
    await appendRow({
      userId,
      method: 'DELETE',
      path: `/api/time/${encodeURIComponent(slotId)}`,
      body: null,
      entity: { type: 'time', id: slotId },
      baseVersion: local?.serverVersion ?? null,
      base: local ? pick(local, SLOT_FIELDS) : null,
      // A delete must not silently discard a colleague's newer edit of the slot.
      ifMatch: true,
    });
  });
  notifyEnqueued();
}

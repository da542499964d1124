import type { Course, TimeSlot } from '@/api/types';
import { db } from '@/offline/db';
import type { EntityRef, LocalCourse, LocalTimeSlot, OutboxRow } from '@/offline/types';

export function entityKey(entity: EntityRef): string {
  return `${entity.type}:${entity.id}`;
}

/** Rows that still have to reach the server (rejected and refused ones never will as they are). */
export function isUnsent(row: OutboxRow): boolean {
  return row.status !== 'rejected' && row.status !== 'refused';
}

export async function unsentRowsFor(userId: string, entity: EntityRef): Promise<OutboxRow[]> {
  const rows = await db.outbox
    .where('[userId+entityKey]')
    .equals([userId, entityKey(entity)])
    .toArray();
  return rows.filter(isUnsent).sort((a, b) => a.seq - b.seq);
}

function toLocalCourse(userId: string, course: Course): LocalCourse {
  const { times: _times, ...rest } = course;
  return { ...rest, userId, serverVersion: course.version };
}

function toLocalTime(userId: string, slot: TimeSlot): LocalTimeSlot {
  return { ...slot, userId, serverVersion: slot.version };
}

function patchOf(row: OutboxRow): Record<string, unknown> {
  const { _id: _ignored, ...patch } = row.body ?? {};
  return patch;
}

/**
 * Sets the local copy to the server entity with the user's still-unsent changes on top, so
 * the screen shows what the server will hold once the queue is through.
 */
export async function rebuildLocalCopy(
  userId: string,
  entity: EntityRef,
  server: Record<string, unknown> | null,
  unsent?: OutboxRow[],
): Promise<void> {
  const rows = unsent ?? (await unsentRowsFor(userId, entity));
  const table = entity.type === 'course' ? db.courses : db.times;
  if (server === null && rows.length === 0) {
    await table.delete([userId, entity.id]);
    return;
  }
  let local: Record<string, unknown> | null;
  if (server) {
    local =
      entity.type === 'course'
        ? { ...toLocalCourse(userId, server as unknown as Course) }
        : { ...toLocalTime(userId, server as unknown as TimeSlot) };
  } else {
    local = ((await table.get([userId, entity.id])) as Record<string, unknown> | undefined) ?? null;
  }
  for (const row of rows) {
    if (row.method === 'DELETE') local = null;
    else local = { ...(local ?? { _id: entity.id, userId, serverVersion: null }), ...patchOf(row) };
  }
  if (local === null) await table.delete([userId, entity.id]);
  else if (entity.type === 'course') await db.courses.put(local as unknown as LocalCourse);
  else await db.times.put(local as unknown as LocalTimeSlot);
}

/** Stores what GET /api/courses answered; entities with unsent changes keep their local copy. */
export async function storeServerCourses(userId: string, courses: Course[]): Promise<void> {
  await db.transaction('rw', db.courses, db.times, db.outbox, async () => {
    const rows = (await db.outbox.where('userId').equals(userId).toArray()).filter(isUnsent);
    const busy = new Set(rows.map((r) => r.entityKey));
    const seen = new Set(courses.map((c) => c._id));
    const locals = await db.courses.where('userId').equals(userId).toArray();
    for (const local of locals) {
      if (!seen.has(local._id) && !busy.has(`course:${local._id}`)) {
        await db.courses.delete([userId, local._id]);
      }
    }
    for (const course of courses) {
      await putCourseIfNewer(userId, course, busy);
      await storeTimesIn(userId, course._id, course.times ?? [], busy);
    }
  });
}

/** Stores one course (GET /api/course/:id) and, when given, its time slots. */
export async function storeServerCourse(
  userId: string,
  course: Course,
  times?: TimeSlot[],
): Promise<void> {
  await db.transaction('rw', db.courses, db.times, db.outbox, async () => {
    const rows = (await db.outbox.where('userId').equals(userId).toArray()).filter(isUnsent);
    const busy = new Set(rows.map((r) => r.entityKey));
    await putCourseIfNewer(userId, course, busy);
    await storeTimesIn(userId, course._id, times ?? course.times ?? [], busy);
  });
}

async function storeTimesIn(
  userId: string,
  courseId: string,
  slots: TimeSlot[],
  busy: Set<string>,
): Promise<void> {
  const seen = new Set(slots.map((s) => s._id));
  const locals = await db.times.where('[userId+course]').equals([userId, courseId]).toArray();
  for (const local of locals) {
    if (!seen.has(local._id) && !busy.has(`time:${local._id}`)) {
      await db.times.delete([userId, local._id]);
    }
  }
  for (const slot of slots) {
    if (busy.has(`time:${slot._id}`)) continue;
    const local = await db.times.get([userId, slot._id]);
    if ((local?.serverVersion ?? -1) <= slot.version) await db.times.put(toLocalTime(userId, slot));
  }
}

/**
 * A fetch that started before a queued write went through may answer with an older version;
 * it must not replace the newer copy (its older version would cause a needless 412 later).
 */
async function putCourseIfNewer(userId: string, course: Course, busy: Set<string>): Promise<void> {
  if (busy.has(`course:${course._id}`)) return;
  const local = await db.courses.get([userId, course._id]);
  if ((local?.serverVersion ?? -1) <= course.version) {
    await db.courses.put(toLocalCourse(userId, course));
  }
}

/** After a course was deleted on the server. */
export async function removeLocalCourse(userId: string, id: string): Promise<void> {
  await db.transaction('rw', db.courses, db.times, async () => {
    await db.courses.delete([userId, id]);
    await db.times.where('[userId+course]').equals([userId, id]).delete();
  });
}

export async function getLocalCourses(userId: string): Promise<LocalCourse[]> {
  return db.courses.where('userId').equals(userId).toArray();
}

export async function getLocalCourse(userId: string, id: string): Promise<LocalCourse | undefined> {
  return db.courses.get([userId, id]);
}

export async function getLocalTimes(userId: string, courseId: string): Promise<LocalTimeSlot[]> {
  return db.times.where('[userId+course]').equals([userId, courseId]).toArray();
}

/** Latest version the server confirmed for an entity (the If-Match value), or null. */
export async function knownServerVersion(
  userId: string,
  entity: EntityRef,
): Promise<number | null> {
  const table = entity.type === 'course' ? db.courses : db.times;
  const local = await table.get([userId, entity.id]);
  return local?.serverVersion ?? null;
}

/**
 * Logout on a shared computer: everything of this user goes (queue, local copies, conflicts), so
 * the next person finds nothing in IndexedDB.
 */
export async function clearUserData(userId: string): Promise<void> {
  await db.transaction('rw', [db.outbox, db.courses, db.times, db.conflicts], async () => {
    await db.outbox.where('userId').equals(userId).delete();
    await db.courses.where('userId').equals(userId).delete();
    await db.times.filter((slot) => slot.userId === userId).delete();
    await db.conflicts.where('userId').equals(userId).delete();
  });
}

/**
 * A row of the entity is done: the next one that has not gone out yet applies to `version`
 * (its If-Match), the version the done row produced (it went through) or the one the server
 * still holds (it was rejected or refused). The rows after that follow in turn, one at a time, so
 * a batch costs one update per row, not one per pair. Rows already sent keep their request.
 * Returns whether such a row exists.
 */
export async function rebaseNextRow(done: OutboxRow, version: number | null): Promise<boolean> {
  const next = await nextRowOf(done);
  if (!next) return false;
  if (version !== null && !next.sent && next.ifMatch && next.baseVersion !== version) {
    await db.outbox.update(next.id, { baseVersion: version });
  }
  return true;
}

/** The entity's next row in queue order that still has to reach the server (usually adjacent). */
async function nextRowOf(done: OutboxRow): Promise<OutboxRow | undefined> {
  return db.outbox
    .where('[userId+seq]')
    .between([done.userId, done.seq + 1], [done.userId, Infinity])
    .filter((r) => r.entityKey === done.entityKey && isUnsent(r))
    .first();
}

import { WEEKDAYS, type Weekday } from '@/db/schema';
import type { SnapshotSlot } from '@/courses/slot-places';
import type { PublishedOwnerRow, VenueRow, WorkingSlotRow } from '@/hall-plan/hall-plan.repository';
import type { HallPlanKind, HallPlanSlotDto, SlotOverlapDto } from '@/hall-plan/dto/hall-plan.dto';
import { atVenue } from '@/schedule/schedule-rules';

/** The part of a published snapshot (course or workshop) the week view reads. */
interface SnapshotTimes {
  title?: unknown;
  times?: SnapshotSlot[];
}

/** A working-copy slot as the back office's week view shows it. */
export function mapWorkingSlot(row: WorkingSlotRow): HallPlanSlotDto {
  const course = row.courseId !== null;
  return {
    _id: row.id,
    day: row.day,
    date: row.date,
    start: row.start,
    end: row.end,
    kind: course ? 'course' : 'workshop',
    id: (row.courseId ?? row.workshopId)!,
    title: (course ? row.courseTitle : row.workshopTitle) ?? '',
    department:
      course && row.departmentName !== null
        ? { name: row.departmentName, title: row.departmentTitle ?? row.departmentName }
        : null,
  };
}

/** The published slots of one course or workshop that are at the venue (old snapshots by name). */
export function publishedSlotsAt(
  owner: PublishedOwnerRow,
  kind: HallPlanKind,
  venue: VenueRow,
): HallPlanSlotDto[] {
  const snapshot = (owner.snapshot ?? {}) as SnapshotTimes;
  const title = typeof snapshot.title === 'string' ? snapshot.title : '';
  return (snapshot.times ?? [])
    .filter((slot) => atVenue(slot, venue))
    .map((slot) => ({
      _id: slot._id,
      day: slot.day,
      date: slot.date ?? null,
      start: slot.start,
      end: slot.end,
      kind,
      id: owner.id,
      title,
      department: owner.department,
    }));
}

/** Monday to Sunday, then by start, then by title: the order of the week view. */
export function sortPlan(slots: HallPlanSlotDto[]): HallPlanSlotDto[] {
  const order = (day: Weekday) => WEEKDAYS.indexOf(day);
  return [...slots].sort(
    (a, b) =>
      order(a.day) - order(b.day) ||
      a.start.localeCompare(b.start) ||
      a.end.localeCompare(b.end) ||
      a.title.localeCompare(b.title, 'de'),
  );
}

/** `data` of a 409 SLOT_OVERLAP: the slot that holds the venue. */
export function mapOverlap(venue: VenueRow, taken: WorkingSlotRow): SlotOverlapDto {
  const slot = mapWorkingSlot(taken);
  return {
    venue: venue.name,
    kind: slot.kind,
    id: slot.id,
    title: slot.title,
    slot_id: slot._id,
    day: slot.day,
    date: slot.date,
    start: slot.start,
    end: slot.end,
  };
}

/** How the German sentences name the holder: a course by its title, a workshop as one. */
export function holderName(overlap: SlotOverlapDto): string {
  return overlap.kind === 'course' ? overlap.title : `Workshop „${overlap.title}“`;
}

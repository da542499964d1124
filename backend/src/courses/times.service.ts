import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@/auth/auth-user';
import { hasPermission, Permission } from '@/auth/permissions';
import { AuditService } from '@/audit/audit.service';
import { AppError, ErrorCode } from '@/common/app-error';
import { visibleText } from '@/common/venue-key';
import type { DbOrTx, Tx } from '@/db/client';
import { CoursesService } from '@/courses/courses.service';
import { CoursesRepository } from '@/courses/courses.repository';
import { TimesRepository } from '@/courses/times.repository';
import { mapTimeSlot, sortTimes } from '@/courses/course.mapper';
import type { TimeSlotDto } from '@/courses/dto/course.dto';
import type { CreateTimeSlotDto, UpdateTimeSlotDto } from '@/courses/dto/time-slot-input.dto';
import type { SlotOverlapDto } from '@/hall-plan/dto/hall-plan.dto';
import { HallOccupancy } from '@/hall-plan/hall-occupancy.service';
import { WorkshopsService } from '@/workshops/workshops.service';
import type { Weekday } from '@/db/schema';
import { whenOf } from '@/hall-plan/slot-overlap';
import { weekdayOf } from '@/schedule/schedule-rules';

const NOT_FOUND = 'Die Trainingszeit wurde nicht gefunden.';

/** Whose times: a course or a workshop (a slot has exactly one of the two). */
type Owner = { courseId: string | null; workshopId: string | null };

/** A saved slot, and the slot it overlaps when an admin saved it anyway (for the audit log). */
type Saved = { slot: TimeSlotDto; overlap: SlotOverlapDto | null };

/**
 * Weekly times of the working copy of a course or a workshop; they reach the public site with the
 * next publication. The row rule of the course or workshop decides who may touch them.
 */
@Injectable()
export class TimesService {
  constructor(
    private readonly courses: CoursesService,
    private readonly coursesRepo: CoursesRepository,
    private readonly workshops: WorkshopsService,
    private readonly repo: TimesRepository,
    private readonly hall: HallOccupancy,
    private readonly audit: AuditService,
  ) {}

  /** Times of a course, or of a workshop when the id is one (GET /api/times/{id}). */
  async list(user: AuthUser, id: string): Promise<TimeSlotDto[]> {
    const course = await this.courses.findVisible(user, id).catch(() => null);
    if (!course) {
      await this.workshops.findVisible(user, id).catch(() => {
        throw AppError.notFound('Das Angebot oder der Workshop wurde nicht gefunden.');
      });
    }
    const slots = await this.repo.listOf(id);
    return sortTimes(slots).map(mapTimeSlot);
  }

  async create(user: AuthUser, dto: CreateTimeSlotDto): Promise<TimeSlotDto> {
    if (Boolean(dto.course) === Boolean(dto.workshop)) {
      throw new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', {
        details: { course: 'Bitte gib entweder ein Angebot oder einen Workshop an.' },
      });
    }
    const owner: Owner = { courseId: dto.course ?? null, workshopId: dto.workshop ?? null };
    const override = this.overrideOf(user, dto);
    const saved = await this.repo.db.transaction(async (tx): Promise<Saved> => {
      await this.assertOwnerVisible(user, owner, tx);
      const place = await this.hall.place(dto, tx);
      const times = timesOf(owner, dto);
      // A client-made id is the slot's own: an offline create sent again never overlaps itself.
      const overlap = await this.hall.claim(
        { id: dto._id, ...times, venue: place.venue },
        override,
        tx,
      );
      const row = await this.repo.insert(
        {
          id: dto._id,
          ...owner,
          ...times,
          venueId: place.venue?.id ?? null,
          location: place.location,
        },
        tx,
      );
      if (!row) throw new AppError(ErrorCode.Conflict, 'Diese Trainingszeit gibt es bereits.');
      await this.touchOwner(owner, tx);
      return { slot: mapTimeSlot(row), overlap };
    });
    return this.recordOverride(user, saved, dto.overlap_reason);
  }

  async update(user: AuthUser, dto: UpdateTimeSlotDto, version: number): Promise<TimeSlotDto> {
    const override = this.overrideOf(user, dto);
    const saved = await this.repo.db.transaction(async (tx): Promise<Saved> => {
      const current = await this.findVisible(user, dto._id, tx);
      // A stale version is answered first (412 with the current slot), as before the rule.
      const stale = current.version !== version;
      const times = stale
        ? { day: current.day, date: current.date, start: current.start, end: current.end }
        : timesOf(current, dto);
      const place = stale
        ? { venue: null, location: current.location }
        : await this.hall.place(dto, tx);
      const overlap = stale
        ? null
        : await this.hall.claim({ id: dto._id, ...times, venue: place.venue }, override, tx);
      const values = { ...times, venueId: place.venue?.id ?? null, location: place.location };
      const row = await this.repo.updateVersioned(dto._id, version, values, tx);
      if (!row) {
        throw AppError.versionConflict(
          'Die Trainingszeit wurde inzwischen von jemand anderem geändert.',
          mapTimeSlot(current),
        );
      }
      await this.touchOwner(current, tx);
      return { slot: mapTimeSlot(row), overlap };
    });
    return this.recordOverride(user, saved, dto.overlap_reason);
  }

  async remove(user: AuthUser, id: string, version: number | undefined): Promise<void> {
    await this.repo.db.transaction(async (tx) => {
      const current = await this.findVisible(user, id, tx);
      if (version !== undefined && version !== current.version) {
        throw AppError.versionConflict(
          'Die Trainingszeit wurde inzwischen von jemand anderem geändert.',
          mapTimeSlot(current),
        );
      }
      await this.repo.delete(id, tx);
      await this.touchOwner(current, tx);
    });
  }

  /**
   * Whether an overlap may be saved anyway: times:override (owner, admin) and a reason of at least
   * 3 visible characters (the DTO has stripped tags and blanks already; checked again here, so no
   * audit entry can hold an empty reason). Without the permission the reason changes nothing.
   */
  private overrideOf(user: AuthUser, dto: { overlap_reason?: string }): boolean {
    return (
      hasPermission(user.roles, Permission.TimesOverride) &&
      [...visibleText(dto.overlap_reason ?? '')].length >= 3
    );
  }

  /** An overlap saved anyway goes to the audit log with its reason and the slot it overlaps. */
  private async recordOverride(
    user: AuthUser,
    { slot, overlap }: Saved,
    reason: string | undefined,
  ): Promise<TimeSlotDto> {
    if (overlap) {
      await this.audit.record({
        action: 'slot.overlap',
        actor: user,
        entityType: 'time',
        entityId: slot._id,
        details: {
          reason: visibleText(reason ?? ''),
          venue: overlap.venue,
          day: slot.day,
          ...(slot.date ? { date: slot.date } : {}),
          start: slot.start,
          end: slot.end,
          overlaps: `${overlap.title} (${whenOf(overlap)} ${overlap.start}–${overlap.end})`,
          overlaps_kind: overlap.kind,
          overlaps_id: overlap.id,
          overlaps_slot: overlap.slot_id,
        },
      });
    }
    return slot;
  }

  private async findVisible(user: AuthUser, id: string, tx: DbOrTx) {
    const slot = await this.repo.findById(id, tx);
    if (!slot) throw AppError.notFound(NOT_FOUND);
    await this.assertOwnerVisible(user, slot, tx).catch(() => {
      throw AppError.notFound(NOT_FOUND);
    });
    return slot;
  }

  private async assertOwnerVisible(user: AuthUser, owner: Owner, tx: DbOrTx): Promise<void> {
    if (owner.courseId) await this.courses.findVisible(user, owner.courseId, tx);
    else await this.workshops.findVisible(user, owner.workshopId!, tx);
  }

  /** Marks the working copy as changed (times are part of the published snapshot). */
  private async touchOwner(owner: Owner, tx: Tx): Promise<void> {
    if (owner.courseId) await this.coursesRepo.touch(owner.courseId, tx);
    else await this.workshops.touch(owner.workshopId!, tx);
  }
}

/**
 * When a save's time is: a workshop's session on its date (the weekday is the date's), a course's
 * time weekly on its weekday. A course's time with a date, a workshop's without one, and a weekly
 * time without a weekday are refused (400 with the field).
 */
function timesOf(
  owner: Owner,
  dto: { day?: Weekday; date?: string | null; start: string; end: string },
): { day: Weekday; date: string | null; start: string; end: string } {
  const wrong = (field: string, message: string) =>
    new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', {
      details: { [field]: message },
    });
  if (owner.workshopId) {
    if (!dto.date) throw wrong('date', 'Bitte gib das Datum des Termins an.');
    return { day: weekdayOf(dto.date), date: dto.date, start: dto.start, end: dto.end };
  }
  if (dto.date) {
    throw wrong('date', 'Ein Angebot trainiert wöchentlich; ein Datum haben nur Workshop-Termine.');
  }
  if (!dto.day) throw wrong('day', 'Bitte wähle einen Wochentag.');
  return { day: dto.day, date: null, start: dto.start, end: dto.end };
}

import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@/auth/auth-user';
import { AppError, ErrorCode } from '@/common/app-error';
import { stripTags } from '@/common/sanitize';
import type { DbOrTx, Tx } from '@/db/client';
import { CoursesService } from '@/courses/courses.service';
import { CoursesRepository } from '@/courses/courses.repository';
import { TimesRepository } from '@/courses/times.repository';
import { mapTimeSlot, sortTimes } from '@/courses/course.mapper';
import type { TimeSlotDto } from '@/courses/dto/course.dto';
import type { CreateTimeSlotDto, UpdateTimeSlotDto } from '@/courses/dto/time-slot-input.dto';
import { WorkshopsService } from '@/workshops/workshops.service';

const NOT_FOUND = 'Die Trainingszeit wurde nicht gefunden.';

/** Whose times: a course or a workshop (a slot has exactly one of the two). */
type Owner = { courseId: string | null; workshopId: string | null };

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
    return this.repo.db.transaction(async (tx) => {
      await this.assertOwnerVisible(user, owner, tx);
      const row = await this.repo.insert(
        {
          id: dto._id,
          ...owner,
          day: dto.day,
          start: dto.start,
          end: dto.end,
          location: stripTags(dto.location),
        },
        tx,
      );
      if (!row) throw new AppError(ErrorCode.Conflict, 'Diese Trainingszeit gibt es bereits.');
      await this.touchOwner(owner, tx);
      return mapTimeSlot(row);
    });
  }

  async update(user: AuthUser, dto: UpdateTimeSlotDto, version: number): Promise<TimeSlotDto> {
    return this.repo.db.transaction(async (tx) => {
      const current = await this.findVisible(user, dto._id, tx);
      const row = await this.repo.updateVersioned(
        dto._id,
        version,
        { day: dto.day, start: dto.start, end: dto.end, location: stripTags(dto.location) },
        tx,
      );
      if (!row) {
        throw AppError.versionConflict(
          'Die Trainingszeit wurde inzwischen von jemand anderem geändert.',
          mapTimeSlot(current),
        );
      }
      await this.touchOwner(current, tx);
      return mapTimeSlot(row);
    });
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

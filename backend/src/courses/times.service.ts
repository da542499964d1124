import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@/auth/auth-user';
import { AppError, ErrorCode } from '@/common/app-error';
import { stripTags } from '@/common/sanitize';
import { CoursesService } from '@/courses/courses.service';
import { CoursesRepository } from '@/courses/courses.repository';
import { TimesRepository } from '@/courses/times.repository';
import { mapTimeSlot, sortTimes } from '@/courses/course.mapper';
import type { TimeSlotDto } from '@/courses/dto/course.dto';
import type { CreateTimeSlotDto, UpdateTimeSlotDto } from '@/courses/dto/time-slot-input.dto';

const NOT_FOUND = 'Die Trainingszeit wurde nicht gefunden.';

/** Weekly training times of the working copy; they reach the public site with the next publication. */
@Injectable()
export class TimesService {
  constructor(
    private readonly courses: CoursesService,
    private readonly coursesRepo: CoursesRepository,
    private readonly repo: TimesRepository,
  ) {}

  async list(user: AuthUser, courseId: string): Promise<TimeSlotDto[]> {
    await this.courses.findVisible(user, courseId);
    const times = await this.coursesRepo.timesOf([courseId]);
    return sortTimes(times.get(courseId) ?? []).map(mapTimeSlot);
  }

  async create(user: AuthUser, dto: CreateTimeSlotDto): Promise<TimeSlotDto> {
    return this.repo.db.transaction(async (tx) => {
      await this.courses.findVisible(user, dto.course, tx);
      const row = await this.repo.insert(
        {
          id: dto._id,
          courseId: dto.course,
          day: dto.day,
          start: dto.start,
          end: dto.end,
          location: stripTags(dto.location),
        },
        tx,
      );
      if (!row) throw new AppError(ErrorCode.Conflict, 'Diese Trainingszeit gibt es bereits.');
      await this.coursesRepo.touch(dto.course, tx);
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
        throw new AppError(
          ErrorCode.VersionConflict,
          'Die Trainingszeit wurde inzwischen von jemand anderem geändert.',
          {
            data: mapTimeSlot(current),
          },
        );
      }
      await this.coursesRepo.touch(current.courseId, tx);
      return mapTimeSlot(row);
    });
  }

  async remove(user: AuthUser, id: string, version: number | undefined): Promise<void> {
    await this.repo.db.transaction(async (tx) => {
      const current = await this.findVisible(user, id, tx);
      if (version !== undefined && version !== current.version) {
        throw new AppError(
          ErrorCode.VersionConflict,
          'Die Trainingszeit wurde inzwischen von jemand anderem geändert.',
          {
            data: mapTimeSlot(current),
          },
        );
      }
      await this.repo.delete(id, tx);
      await this.coursesRepo.touch(current.courseId, tx);
    });
  }

  private async findVisible(
    user: AuthUser,
    id: string,
    tx: Parameters<TimesRepository['findById']>[1],
  ) {
    const slot = await this.repo.findById(id, tx);
    if (!slot) throw AppError.notFound(NOT_FOUND);
    await this.courses.findVisible(user, slot.courseId, tx).catch(() => {
      throw AppError.notFound(NOT_FOUND);
    });
    return slot;
  }
}

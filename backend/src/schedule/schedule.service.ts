import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { AuthUser } from '@/auth/auth-user';
import { AuditService } from '@/audit/audit.service';
import { AppError, ErrorCode } from '@/common/app-error';
import { PG_UNIQUE_VIOLATION, isTakenId, pgErrorCode } from '@/common/pg-error';
import { PublicCache } from '@/common/public-cache';
import { stripTags } from '@/common/sanitize';
import { CoursesRepository } from '@/courses/courses.repository';
import { CoursesService, PUBLIC_COURSES_KEY } from '@/courses/courses.service';
import { TimesRepository } from '@/courses/times.repository';
import type { Weekday } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import { PUBLIC_DEPARTMENT_PREFIX } from '@/departments/department-cache';
import { PUBLIC_WORKSHOPS_KEY, WorkshopsService } from '@/workshops/workshops.service';
import { WorkshopsRepository } from '@/workshops/workshops.repository';
import { TrialsService } from '@/trials/trials.service';
import type {
  CancellationDto,
  CancellationQueryDto,
  ClosureDto,
  CreateCancellationDto,
  CreateClosureDto,
  PublicClosureDto,
} from '@/schedule/dto/schedule.dto';
import { mapPublicClosure } from '@/schedule/schedule-offs';
import {
  ScheduleRepository,
  type CancellationWithAuthor,
  type ClosureRow,
} from '@/schedule/schedule.repository';
import {
  SCHEDULE_CACHE_SOURCE,
  addDays,
  berlinToday,
  nextBerlinMidnight,
  weekdayOf,
} from '@/schedule/schedule-rules';
import { whenOf } from '@/hall-plan/slot-overlap';

export const PUBLIC_CLOSURES_KEY = 'public:closures';
/** How far ahead a training can be cancelled or a venue closed. */
export const MAX_DAYS_AHEAD = 366;

const CANCELLATION_NOT_FOUND = 'Die Absage wurde nicht gefunden.';
const CLOSURE_NOT_FOUND = 'Die Sperrung wurde nicht gefunden.';
const INVALID = 'Bitte überprüfe deine Eingaben.';

/** Whose trainings: a course or a workshop (exactly one of the two). */
type Owner = { courseId: string | null; workshopId: string | null };
interface Slot {
  _id: string;
  day: Weekday;
  /** A workshop session's date: the one day it can be cancelled on. */
  date?: string | null;
}

/**
 * Cancelled trainings and venue closures. They are news, not content: no publish request, public
 * at once, in the audit log. Cancelling follows the row rule of the course or workshop (as its
 * times do); closing a venue is the venues' permission. The public answers that show them are
 * dropped by every write here and, since what is over disappears by itself, at each midnight.
 */
@Injectable()
export class ScheduleService implements OnModuleInit, OnModuleDestroy {
  private midnightTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly repo: ScheduleRepository,
    private readonly courses: CoursesService,
    private readonly coursesRepo: CoursesRepository,
    private readonly workshops: WorkshopsService,
    private readonly workshopsRepo: WorkshopsRepository,
    private readonly times: TimesRepository,
    private readonly cache: PublicCache,
    private readonly audit: AuditService,
    private readonly trials: TrialsService,
  ) {}

  onModuleInit(): void {
    this.armMidnight();
  }

  onModuleDestroy(): void {
    if (this.midnightTimer) clearTimeout(this.midnightTimer);
  }

  /** Cancellations of one course or workshop from today on (GET /api/cancellations). */
  async listCancellations(user: AuthUser, query: CancellationQueryDto): Promise<CancellationDto[]> {
    const owner = this.ownerOf(query);
    await this.assertOwnerVisible(user, owner);
    const rows = await this.repo.cancellationsOf(
      owner.courseId ? { courseId: owner.courseId } : { workshopId: owner.workshopId! },
      berlinToday(),
    );
    return rows.map(mapCancellation);
  }

  async cancel(user: AuthUser, dto: CreateCancellationDto): Promise<CancellationDto> {
    const owner = this.ownerOf(dto);
    const row = await this.repo.db.transaction(async (tx) => {
      const slots = await this.slotsOf(user, owner, tx);
      const slot = slots.find((s) => s._id === dto.slot);
      if (!slot) {
        throw new AppError(ErrorCode.ValidationFailed, INVALID, {
          details: { slot: 'Diese Trainingszeit gehört nicht zu dem Angebot.' },
        });
      }
      this.assertDate(dto.date, slot);
      return this.repo
        .insertCancellation(
          {
            id: dto._id,
            courseId: owner.courseId,
            workshopId: owner.workshopId,
            slotId: dto.slot,
            date: dto.date,
            reason: stripTags(dto.reason).trim(),
            createdBy: user.id,
          },
          tx,
        )
        .catch((error: unknown) => {
          if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && !isTakenId(error)) {
            throw new AppError(ErrorCode.Conflict, 'Dieses Training ist schon abgesagt.');
          }
          throw error;
        });
    });
    await this.audit.record({
      action: 'training.cancelled',
      actor: user,
      entityType: owner.courseId ? 'course' : 'workshop',
      entityId: owner.courseId ?? owner.workshopId!,
      details: { slot: row.slotId, date: row.date, reason: row.reason },
    });
    this.invalidatePublic();
    // Its trial bookings end; each visitor is told why.
    if (owner.courseId) await this.trials.trainingCancelled(row.slotId, row.date, row.reason);
    return mapCancellation({ ...row, createdByName: user.name ?? null });
  }

  /** Takes a cancellation back: the training takes place after all. */
  async restore(user: AuthUser, id: string): Promise<void> {
    const row = await this.repo.findCancellation(id);
    if (!row) throw AppError.notFound(CANCELLATION_NOT_FOUND);
    const owner = this.ownerOf({
      course: row.courseId ?? undefined,
      workshop: row.workshopId ?? undefined,
    });
    await this.assertOwnerVisible(user, owner).catch(() => {
      throw AppError.notFound(CANCELLATION_NOT_FOUND);
    });
    await this.repo.deleteCancellation(id, this.repo.db);
    await this.audit.record({
      action: 'training.restored',
      actor: user,
      entityType: owner.courseId ? 'course' : 'workshop',
      entityId: owner.courseId ?? owner.workshopId!,
      details: { slot: row.slotId, date: row.date, reason: row.reason },
    });
    this.invalidatePublic();
  }

  /** Closures that are not over (the public notice and the venues page). */
  async publicClosures(): Promise<PublicClosureDto[]> {
    const today = berlinToday();
    return (await this.repo.closuresFrom(today)).map((row) => mapPublicClosure(row, today));
  }

  async listClosures(): Promise<ClosureDto[]> {
    const today = berlinToday();
    return (await this.repo.closuresFrom(today)).map((row) => mapClosure(row, today));
  }

  async close(user: AuthUser, dto: CreateClosureDto): Promise<ClosureDto> {
    const today = berlinToday();
    if (dto.to < dto.from) {
      throw new AppError(ErrorCode.ValidationFailed, INVALID, {
        details: { to: 'Das Ende darf nicht vor dem Beginn liegen.' },
      });
    }
    if (dto.to < today) {
      throw new AppError(ErrorCode.ValidationFailed, INVALID, {
        details: { to: 'Eine Sperrung in der Vergangenheit ist nicht möglich.' },
      });
    }
    if (dto.from > addDays(today, MAX_DAYS_AHEAD) || dto.to > addDays(dto.from, MAX_DAYS_AHEAD)) {
      throw new AppError(ErrorCode.ValidationFailed, INVALID, {
        details: { to: 'Eine Sperrung reicht höchstens ein Jahr voraus.' },
      });
    }
    const name = await this.repo.locationName(dto.location);
    if (!name) throw AppError.notFound('Die Sportstätte wurde nicht gefunden.');
    const id = dto._id ?? crypto.randomUUID();
    await this.repo.insertClosure({
      id,
      locationId: dto.location,
      fromDate: dto.from,
      toDate: dto.to,
      reason: stripTags(dto.reason).trim(),
      createdBy: user.id,
    });
    const row = (await this.repo.findClosure(id))!;
    await this.audit.record({
      action: 'venue.closed',
      actor: user,
      entityType: 'location',
      entityId: dto.location,
      details: { name, from: row.fromDate, to: row.toDate, reason: row.reason },
    });
    this.invalidatePublic();
    await this.trials.venueClosed({ id: dto.location, name }, row.fromDate, row.toDate, row.reason);
    return mapClosure(row, today);
  }

  async reopen(user: AuthUser, id: string): Promise<void> {
    const row = await this.repo.findClosure(id);
    if (!row || !(await this.repo.deleteClosure(id))) throw AppError.notFound(CLOSURE_NOT_FOUND);
    await this.audit.record({
      action: 'venue.reopened',
      actor: user,
      entityType: 'location',
      entityId: row.locationId,
      details: { name: row.locationName, from: row.fromDate, to: row.toDate, reason: row.reason },
    });
    this.invalidatePublic();
  }

  /** Every public answer that shows what is off, on every instance (and the feeds). */
  private invalidatePublic(): void {
    this.cache.invalidate(
      SCHEDULE_CACHE_SOURCE,
      PUBLIC_COURSES_KEY,
      PUBLIC_WORKSHOPS_KEY,
      PUBLIC_CLOSURES_KEY,
    );
    this.cache.invalidatePrefix(PUBLIC_DEPARTMENT_PREFIX);
  }

  /** At midnight in Berlin yesterday's cancellations are over: the answers are read anew. */
  private armMidnight(): void {
    if (this.midnightTimer) clearTimeout(this.midnightTimer);
    const wait = Math.max(nextBerlinMidnight().getTime() - Date.now() + 1000, 1000);
    this.midnightTimer = setTimeout(() => {
      this.midnightTimer = null;
      // Time, not a write: during a database outage the last answers stay readable.
      this.cache.expire(
        SCHEDULE_CACHE_SOURCE,
        PUBLIC_COURSES_KEY,
        PUBLIC_WORKSHOPS_KEY,
        PUBLIC_CLOSURES_KEY,
      );
      this.cache.invalidatePrefix(PUBLIC_DEPARTMENT_PREFIX);
      this.armMidnight();
    }, wait).unref();
  }

  private ownerOf(query: { course?: string; workshop?: string }): Owner {
    if (Boolean(query.course) === Boolean(query.workshop)) {
      throw new AppError(ErrorCode.ValidationFailed, INVALID, {
        details: { course: 'Bitte gib entweder ein Angebot oder einen Workshop an.' },
      });
    }
    return query.course
      ? { courseId: query.course, workshopId: null }
      : { courseId: null, workshopId: query.workshop! };
  }

  private async assertOwnerVisible(user: AuthUser, owner: Owner, tx?: DbOrTx): Promise<void> {
    if (owner.courseId) await this.courses.findVisible(user, owner.courseId, tx);
    else await this.workshops.findVisible(user, owner.workshopId!, tx);
  }

  /** The slots a training can be cancelled of: the working copy's and the published ones. */
  private async slotsOf(user: AuthUser, owner: Owner, tx: DbOrTx): Promise<Slot[]> {
    const row = owner.courseId
      ? await this.courses.findVisible(user, owner.courseId, tx)
      : await this.workshops.findVisible(user, owner.workshopId!, tx);
    const working: Slot[] = (await this.times.listOf(row.id, tx)).map((slot) => ({
      _id: slot.id,
      day: slot.day,
      date: slot.date,
    }));
    if (!row.publishedRevisionId) return working;
    const snapshots = owner.courseId
      ? await this.coursesRepo.revisionSnapshots([row.publishedRevisionId], tx)
      : await this.workshopsRepo.revisionSnapshots([row.publishedRevisionId], tx);
    const published = snapshots.get(row.publishedRevisionId) as { times?: Slot[] } | undefined;
    return [...working, ...(published?.times ?? [])];
  }

  private assertDate(date: string, slot: Slot): void {
    const today = berlinToday();
    const wrong = (message: string) =>
      new AppError(ErrorCode.ValidationFailed, INVALID, { details: { date: message } });
    if (date < today) throw wrong('Ein vergangenes Training kann nicht abgesagt werden.');
    if (date > addDays(today, MAX_DAYS_AHEAD)) {
      throw wrong('Ein Training kann höchstens ein Jahr im Voraus abgesagt werden.');
    }
    if (slot.date && date !== slot.date) {
      throw wrong(`An diesem Tag ist kein Termin: der Termin ist am ${whenOf(slot)}.`);
    }
    if (weekdayOf(date) !== slot.day) {
      throw wrong(`An diesem Tag ist kein Training: die Zeit ist am ${slot.day}.`);
    }
  }
}

function mapCancellation(row: CancellationWithAuthor): CancellationDto {
  return {
    _id: row.id,
    course: row.courseId,
    workshop: row.workshopId,
    slot: row.slotId,
    date: row.date,
    reason: row.reason,
    created_by:
      row.createdBy && row.createdByName ? { _id: row.createdBy, name: row.createdByName } : null,
    created_at: row.createdAt.toISOString(),
    version: row.version,
  };
}

function mapClosure(row: ClosureRow, today: string): ClosureDto {
  return {
    ...mapPublicClosure(row, today),
    created_at: row.createdAt.toISOString(),
    version: row.version,
  };
}

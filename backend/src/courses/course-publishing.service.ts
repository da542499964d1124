import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@/auth/auth-user';
import { hasPermission, Permission } from '@/auth/permissions';
import { AppError, ErrorCode } from '@/common/app-error';
import { PublicCache } from '@/common/public-cache';
import type { Tx } from '@/db/client';
import { PublishingRepository } from '@/publishing/publishing.repository';
import { CoursesRepository } from '@/courses/courses.repository';
import { CoursesService, PUBLIC_COURSES_KEY } from '@/courses/courses.service';
import { buildSnapshot, type CourseSnapshot } from '@/courses/course.mapper';
import type { CourseDto } from '@/courses/dto/course.dto';

/**
 * DESIGN section 5: "request publication" snapshots the working copy into a publish request;
 * admin/owner grant it (the snapshot becomes the published revision) or reject it with a reason,
 * and may publish directly.
 */
@Injectable()
export class CoursePublishingService {
  constructor(
    private readonly courses: CoursesService,
    private readonly repo: CoursesRepository,
    private readonly requests: PublishingRepository,
    private readonly cache: PublicCache,
  ) {}

  async publish(user: AuthUser, id: string): Promise<{ course: CourseDto; message: string }> {
    return this.thenInvalidate(
      this.repo.db.transaction(async (tx) => {
        const row = await this.courses.findVisible(user, id, tx);
        const [current] = await this.courses.hydrate([row], tx);
        if (current!.state === 'published') {
          throw new AppError(ErrorCode.Conflict, 'Es gibt keine unveröffentlichten Änderungen.');
        }
        const [trainers, times] = await Promise.all([
          this.repo.trainersOf([id], tx),
          this.repo.timesOf([id], tx),
        ]);
        const snapshot = buildSnapshot(row, trainers.get(id) ?? [], times.get(id) ?? []);
        await this.requests.supersedePending(id, tx);
        if (hasPermission(user.roles, Permission.PublishDirect)) {
          await this.createRevision(id, snapshot, user.id, null, tx);
          return {
            course: await this.courses.get(user, id, tx),
            message: 'Das Angebot wurde veröffentlicht.',
          };
        }
        await this.requests.insert(
          { entityType: 'course', entityId: id, snapshot, requestedBy: user.id },
          tx,
        );
        return {
          course: await this.courses.get(user, id, tx),
          message:
            'Die Veröffentlichung wurde angefragt. Die Geschäftsstelle prüft die Änderungen.',
        };
      }),
    );
  }

  async grant(user: AuthUser, id: string): Promise<CourseDto> {
    return this.thenInvalidate(
      this.repo.db.transaction(async (tx) => {
        await this.courses.findVisible(user, id, tx);
        const request = await this.requests.findPending(id, tx);
        if (!request) throw this.noPendingRequest();
        const decided = await this.requests.decide(
          request.id,
          { status: 'granted', decidedBy: user.id },
          tx,
        );
        if (!decided) throw this.noPendingRequest();
        await this.createRevision(id, request.snapshot as CourseSnapshot, user.id, request.id, tx);
        return this.courses.get(user, id, tx);
      }),
    );
  }

  async reject(user: AuthUser, id: string, reason: string): Promise<CourseDto> {
    return this.repo.db.transaction(async (tx) => {
      await this.courses.findVisible(user, id, tx);
      const request = await this.requests.findPending(id, tx);
      const decided =
        request &&
        (await this.requests.decide(
          request.id,
          { status: 'rejected', decidedBy: user.id, reason },
          tx,
        ));
      if (!decided) throw this.noPendingRequest();
      return this.courses.get(user, id, tx);
    });
  }

  private async createRevision(
    courseId: string,
    snapshot: CourseSnapshot,
    userId: string,
    requestId: string | null,
    tx: Tx,
  ) {
    const number = await this.repo.nextRevisionNumber(courseId, tx);
    const revision = await this.repo.insertRevision(
      { courseId, number, snapshot, createdBy: userId, publishRequestId: requestId },
      tx,
    );
    await this.repo.setState(
      courseId,
      { publishedRevisionId: revision.id, publishedAt: revision.createdAt },
      tx,
    );
  }

  /** Invalidates after the commit, so no reader can cache the state from before it. */
  private async thenInvalidate<T>(work: Promise<T>): Promise<T> {
    const result = await work;
    this.cache.invalidate(PUBLIC_COURSES_KEY);
    return result;
  }

  private noPendingRequest(): AppError {
    return new AppError(
      ErrorCode.NoPendingRequest,
      'Für dieses Angebot liegt keine offene Anfrage vor.',
    );
  }
}

import { Injectable } from '@nestjs/common';
import { runQueries } from '@/common/run-queries';
import type { AuthUser } from '@/auth/auth-user';
import { AppError, ErrorCode } from '@/common/app-error';
import { stripTags } from '@/common/sanitize';
import type { Tx } from '@/db/client';
import { PublishWorkflow } from '@/publishing/publish-workflow';
import { CoursesRepository } from '@/courses/courses.repository';
import { CoursesService } from '@/courses/courses.service';
import { buildSnapshot, type CourseSnapshot } from '@/courses/course.mapper';
import type { CourseDto } from '@/courses/dto/course.dto';

/** Courses in the shared publish workflow (publishing/publish-workflow.ts, DESIGN section 5). */
@Injectable()
export class CoursePublishingService {
  constructor(
    private readonly courses: CoursesService,
    private readonly repo: CoursesRepository,
    private readonly workflow: PublishWorkflow,
  ) {}

  async publish(user: AuthUser, id: string): Promise<{ course: CourseDto; message: string }> {
    const outcome = await this.repo.db.transaction(async (tx) => {
      const row = await this.courses.findVisible(user, id, tx);
      const [current] = await this.courses.hydrate([row], tx);
      if (current!.state === 'published') {
        throw new AppError(ErrorCode.Conflict, 'Es gibt keine unveröffentlichten Änderungen.');
      }
      const [trainers, times] = await runQueries(
        tx,
        () => this.repo.trainersOf([id], tx),
        () => this.repo.timesOf([id], tx),
      );
      const snapshot = buildSnapshot(row, trainers.get(id) ?? [], times.get(id) ?? []);
      return this.workflow.publish(user, 'course', id, snapshot, this.createRevision(id, user), tx);
    });
    // After the commit, so no reader can cache the state from before it.
    if (outcome === 'published') {
      this.courses.invalidatePublic();
      await this.workflow.audit(user, 'publish.direct', 'course', id);
    }
    return {
      course: await this.courses.get(user, id),
      message:
        outcome === 'published'
          ? 'Das Angebot wurde veröffentlicht.'
          : 'Die Veröffentlichung wurde angefragt. Die Geschäftsstelle prüft die Änderungen.',
    };
  }

  async grant(user: AuthUser, id: string): Promise<CourseDto> {
    await this.repo.db.transaction(async (tx) => {
      await this.courses.findVisible(user, id, tx);
      await this.workflow.grant(user, 'course', id, this.createRevision(id, user), tx);
    });
    this.courses.invalidatePublic();
    await this.workflow.audit(user, 'publish.granted', 'course', id);
    return this.courses.get(user, id);
  }

  async reject(user: AuthUser, id: string, reason: string): Promise<CourseDto> {
    const cleanReason = stripTags(reason);
    await this.repo.db.transaction(async (tx) => {
      await this.courses.findVisible(user, id, tx);
      await this.workflow.reject(user, 'course', id, cleanReason, tx);
    });
    await this.workflow.audit(user, 'publish.rejected', 'course', id, { reason: cleanReason });
    return this.courses.get(user, id);
  }

  private createRevision(courseId: string, user: AuthUser) {
    return async (snapshot: unknown, requestId: string | null, tx: Tx) => {
      const number = await this.repo.nextRevisionNumber(courseId, tx);
      const revision = await this.repo.insertRevision(
        {
          courseId,
          number,
          snapshot: snapshot as CourseSnapshot,
          createdBy: user.id,
          publishRequestId: requestId,
        },
        tx,
      );
      await this.repo.setState(
        courseId,
        { publishedRevisionId: revision.id, publishedAt: revision.createdAt },
        tx,
      );
    };
  }
}

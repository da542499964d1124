import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { runQueries } from '@/common/run-queries';
import type { AuthUser } from '@/auth/auth-user';
import { AppError, ErrorCode } from '@/common/app-error';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '@/common/pg-error';
import { PublicCache } from '@/common/public-cache';
import { sanitizeRichText, stripTags } from '@/common/sanitize';
import type { DbOrTx } from '@/db/client';
import {
  COURSE_PHOTO,
  CoursesRepository,
  type CourseInsert,
  type CourseListRow,
} from '@/courses/courses.repository';
import { CoursesPolicy } from '@/courses/courses.policy';
import { mapCourse, mapPublicCourse, type CourseSnapshot } from '@/courses/course.mapper';
import { courseSlugs } from '@/courses/course-slug';
import { PUBLIC_DEPARTMENT_PREFIX } from '@/departments/department-cache';
import { EntityImageService } from '@/files/entity-image.service';
import { PublishingRepository } from '@/publishing/publishing.repository';
import { PublishWorkflow } from '@/publishing/publish-workflow';
import { requestState } from '@/publishing/snapshot';
import { ScheduleOffsService } from '@/schedule/schedule-offs.service';
import type { CourseDto, PublicCourseDto, TrainerDto } from '@/courses/dto/course.dto';
import type { CreateCourseDto, UpdateCourseDto } from '@/courses/dto/course-input.dto';

export const PUBLIC_COURSES_KEY = 'public:courses';
const NOT_FOUND = 'Das Angebot wurde nicht gefunden.';

@Injectable()
export class CoursesService {
  constructor(
    private readonly repo: CoursesRepository,
    private readonly requests: PublishingRepository,
    private readonly workflow: PublishWorkflow,
    private readonly cache: PublicCache,
    private readonly images: EntityImageService,
    private readonly offs: ScheduleOffsService,
  ) {}

  /** The public course list and the department pages (which list published courses). */
  invalidatePublic(): void {
    this.cache.invalidate(PUBLIC_COURSES_KEY);
    this.cache.invalidatePrefix(PUBLIC_DEPARTMENT_PREFIX);
  }

  async list(user: AuthUser): Promise<CourseDto[]> {
    return this.hydrate(await this.repo.list(CoursesPolicy.scopeFor(user)));
  }

  async get(user: AuthUser, id: string, tx?: DbOrTx): Promise<CourseDto> {
    const [course] = await this.hydrate([await this.findVisible(user, id, tx)], tx);
    return course!;
  }

  /** The row if the user may see it; a missing and a forbidden row answer the same 404. */
  async findVisible(user: AuthUser, id: string, tx?: DbOrTx): Promise<CourseListRow> {
    const row = await this.repo.findOne(CoursesPolicy.scopeFor(user), id, tx);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  async create(user: AuthUser, dto: CreateCourseDto): Promise<CourseDto> {
    if (!CoursesPolicy.canManageInDepartment(user, dto.department)) {
      throw AppError.notFound('Die Abteilung wurde nicht gefunden.');
    }
    return this.repo.db.transaction(async (tx) => {
      await this.assertTrainersExist(dto.trainers, tx);
      const row = await this.repo
        .insert(
          {
            ...this.toColumns(dto),
            id: dto._id,
            departmentId: dto.department,
            updatedBy: user.id,
          } as CourseInsert,
          dto.trainers,
          tx,
        )
        .catch((error: unknown) => {
          throw this.foreignKeyToNotFound(error);
        });
      return this.get(user, row.id, tx);
    });
  }

  async update(user: AuthUser, dto: UpdateCourseDto, version: number): Promise<CourseDto> {
    return this.repo.db.transaction(async (tx) => {
      const current = await this.findVisible(user, dto._id, tx);
      const ageFrom = dto.age_from ?? current.ageFrom;
      const ageTo = dto.age_to ?? current.ageTo;
      if (ageTo < ageFrom) {
        throw new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', {
          details: { age_to: '„Alter bis“ darf nicht kleiner als „Alter von“ sein.' },
        });
      }
      if (dto.trainers) await this.assertTrainersExist(dto.trainers, tx);
      const updated = await this.repo.updateVersioned(
        dto._id,
        version,
        { ...this.toColumns(dto), updatedBy: user.id },
        tx,
      );
      if (!updated) {
        throw AppError.versionConflict(
          'Das Angebot wurde inzwischen von jemand anderem geändert.',
          await this.get(user, dto._id, tx),
        );
      }
      if (dto.trainers) await this.repo.setTrainers(dto._id, dto.trainers, tx);
      return this.get(user, dto._id, tx);
    });
  }

  /** Spec section 6: deleting a course removes its linked user (see deleteWithLinkedUsers). */
  async remove(user: AuthUser, id: string): Promise<void> {
    const course = await this.findVisible(user, id);
    if (!CoursesPolicy.canManageInDepartment(user, course.departmentId))
      throw AppError.notFound(NOT_FOUND);
    const { removedUsers, images } = await this.repo.db.transaction(async (tx) => {
      const images = await this.repo.imagesOf([id], tx);
      return { removedUsers: await this.repo.deleteWithLinkedUsers([id], tx), images };
    });
    if (course.publishedRevisionId) this.invalidatePublic();
    // Its revisions went with it, so no page shows these images any more.
    for (const url of images) await this.images.remove(url);
    await this.workflow.audit(user, 'delete', 'course', id, {
      title: course.title,
      removedUsers,
    });
  }

  /**
   * The photo is part of the working copy: the public sees it after the next publication. The
   * replaced photo's files stay while a revision or publish request of the course shows it.
   */
  async uploadImage(user: AuthUser, id: string, request: FastifyRequest): Promise<CourseDto> {
    await this.findVisible(user, id);
    await this.images.replace(request, COURSE_PHOTO, id, {
      notFound: NOT_FOUND,
      extra: { updatedBy: user.id },
      stillReferenced: (url) => this.requests.snapshotsShowImage('course', id, url),
    });
    return this.get(user, id);
  }

  async toggleBlock(user: AuthUser, id: string): Promise<CourseDto> {
    const course = await this.findVisible(user, id);
    if (!CoursesPolicy.canManageInDepartment(user, course.departmentId))
      throw AppError.notFound(NOT_FOUND);
    const blocked = !course.blocked;
    await this.repo.setState(id, { blocked, blockedBy: blocked ? user.id : null }, this.repo.db);
    this.invalidatePublic();
    await this.workflow.audit(user, blocked ? 'block' : 'unblock', 'course', id, {
      title: course.title,
    });
    return this.get(user, id);
  }

  async trainers(): Promise<TrainerDto[]> {
    const rows = await this.repo.listTrainers();
    return rows.map((t) => ({ _id: t.id, name: t.name, email: t.email }));
  }

  async publicList(departmentId?: string): Promise<PublicCourseDto[]> {
    // Every public course, also for one department's page: the slugs are made over all of them.
    const [rows, offs] = await Promise.all([this.repo.publicList(), this.offs.load()]);
    const slugs = courseSlugs(
      rows.map((row) => ({
        id: row.id,
        title: (row.snapshot as CourseSnapshot).title,
        departmentName: row.department.name,
      })),
    );
    return rows
      .filter((row) => !departmentId || row.department.id === departmentId)
      .map((row) => mapPublicCourse(row, offs, slugs.get(row.id) ?? row.id))
      .sort((a, b) => a.title.localeCompare(b.title, 'de'));
  }

  /** Adds trainers, times, the published snapshot and the request state to working copies. */
  async hydrate(rows: CourseListRow[], tx?: DbOrTx): Promise<CourseDto[]> {
    const ids = rows.map((r) => r.id);
    const [trainers, times, snapshots, requests] = await runQueries(
      tx,
      () => this.repo.trainersOf(ids, tx),
      () => this.repo.timesOf(ids, tx),
      () =>
        this.repo.revisionSnapshots(
          rows.flatMap((r) => (r.publishedRevisionId ? [r.publishedRevisionId] : [])),
          tx,
        ),
      () => this.requests.latestRequests('course', ids, tx),
    );
    const requestOf = new Map(requests.map((r) => [r.entityId, r]));
    return rows.map((row) => {
      const { pending, lastRejection } = requestState(requestOf.get(row.id), row.publishedAt);
      return mapCourse(row, {
        trainers: trainers.get(row.id) ?? [],
        times: times.get(row.id) ?? [],
        publishedSnapshot: row.publishedRevisionId ? snapshots.get(row.publishedRevisionId) : null,
        pending,
        lastRejection,
      });
    });
  }

  private toColumns(dto: Partial<CreateCourseDto>): Partial<CourseInsert> {
    const columns: Partial<CourseInsert> = {};
    if (dto.title !== undefined) columns.title = stripTags(dto.title);
    if (dto.description !== undefined) columns.description = sanitizeRichText(dto.description);
    if (dto.info !== undefined) columns.info = stripTags(dto.info);
    if (dto.trial_training !== undefined)
      columns.trialTraining = sanitizeRichText(dto.trial_training);
    if (dto.genders !== undefined) columns.genders = [...new Set(dto.genders)];
    if (dto.categories !== undefined) columns.categories = [...new Set(dto.categories)];
    if (dto.age_from !== undefined) columns.ageFrom = dto.age_from;
    if (dto.age_to !== undefined) columns.ageTo = dto.age_to;
    if (dto.members !== undefined) columns.members = dto.members;
    if (dto.location !== undefined) columns.location = stripTags(dto.location);
    if (dto.website !== undefined) columns.website = dto.website || null;
    if (dto.social_media !== undefined) {
      columns.socialMedia = Object.fromEntries(
        Object.entries(dto.social_media).filter(([, v]) => Boolean(v)),
      );
    }
    return columns;
  }

  private async assertTrainersExist(ids: string[], tx: DbOrTx): Promise<void> {
    if ((await this.repo.countTrainers([...new Set(ids)], tx)) !== new Set(ids).size) {
      throw new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', {
        details: { trainers: 'Mindestens eine Übungsleitung gibt es nicht.' },
      });
    }
  }

  private foreignKeyToNotFound(error: unknown): unknown {
    return pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION
      ? AppError.notFound('Die Abteilung wurde nicht gefunden.')
      : error;
  }
}

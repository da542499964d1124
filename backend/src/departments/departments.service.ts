import { PUBLIC_POSTS_PREFIX } from '@/posts/post-cache';
import { PUBLIC_USERS_KEY } from '@/users/user-cache';
import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '@/auth/auth-user';
import { AuditService, type AuditAction } from '@/audit/audit.service';
import { AppError, ErrorCode } from '@/common/app-error';
import { PG_UNIQUE_VIOLATION, isTakenId, pgErrorCode } from '@/common/pg-error';
import { PublicCache } from '@/common/public-cache';
import { sanitizeRichText, stripTags } from '@/common/sanitize';
import { CoursesRepository } from '@/courses/courses.repository';
import { CoursesService, PUBLIC_COURSES_KEY } from '@/courses/courses.service';
import { PUBLIC_DEPARTMENT_PREFIX, PUBLIC_DEPARTMENTS_KEY } from '@/departments/department-cache';
import { EntityImageService } from '@/files/entity-image.service';
import {
  DEPARTMENT_IMAGES,
  DepartmentsRepository,
  type DepartmentImageKind,
  type DepartmentInsert,
} from '@/departments/departments.repository';
import { DepartmentsPolicy } from '@/departments/departments.policy';
import { mapDepartment, mapPublicDepartment } from '@/departments/department.mapper';
import type {
  CreateDepartmentDto,
  DepartmentDeletePreviewDto,
  DepartmentDto,
  PublicDepartmentDetailDto,
  PublicDepartmentDto,
  UpdateDepartmentDto,
} from '@/departments/dto/department.dto';

const NOT_FOUND = 'Die Abteilung wurde nicht gefunden.';

/**
 * Departments are edited live (no working copy): their visibility is the `public` flag, which only
 * admin/owner switch (triggerPublic). Their courses keep their own publish workflow.
 */
@Injectable()
export class DepartmentsService {
  constructor(
    private readonly repo: DepartmentsRepository,
    private readonly courses: CoursesService,
    private readonly coursesRepo: CoursesRepository,
    private readonly audit: AuditService,
    private readonly cache: PublicCache,
    private readonly images: EntityImageService,
  ) {}

  /** Admin/owner see all departments; a department user only their own. */
  async list(user: AuthUser): Promise<DepartmentDto[]> {
    const scope = DepartmentsPolicy.scopeFor(user);
    if (!scope.all && !scope.departmentId) return [];
    const rows = await this.repo.list(scope.all ? undefined : (scope.departmentId ?? undefined));
    return rows.map(mapDepartment);
  }

  async create(user: AuthUser, dto: CreateDepartmentDto): Promise<DepartmentDto> {
    const row = await this.repo.db
      .transaction(async (tx) => {
        const row = await this.repo.insert(
          {
            ...(this.toColumns(dto) as DepartmentInsert),
            id: dto._id,
            public: dto.public ?? false,
          },
          tx,
        );
        await this.repo.recordRevision(row, user.id, tx);
        return row;
      })
      .catch((error: unknown) => {
        throw this.duplicateName(error);
      });
    if (row.public) {
      this.invalidatePublic();
      // Public from the start is a publication, as a later triggerPublic would be.
      await this.record(user, 'publish.direct', row.id, { name: row.name });
    }
    return mapDepartment(row);
  }

  async update(user: AuthUser, dto: UpdateDepartmentDto, version: number): Promise<DepartmentDto> {
    const current = await this.findVisible(user, dto._id);
    const row = await this.repo.db
      .transaction(async (tx) => {
        const row = await this.repo.updateVersioned(dto._id, version, this.toColumns(dto), tx);
        // Edited live: a public department's new text is its next published revision.
        if (row) await this.repo.recordRevision(row, user.id, tx);
        return row;
      })
      .catch((error: unknown) => {
        throw this.duplicateName(error);
      });
    if (!row) {
      const now = await this.repo.findById(dto._id);
      if (!now) throw AppError.notFound(NOT_FOUND);
      throw AppError.versionConflict(
        'Die Abteilung wurde inzwischen von jemand anderem geändert.',
        mapDepartment(now),
      );
    }
    // Course lists carry the department's name and title, so they change with it.
    if (current.public) this.invalidatePublic();
    return mapDepartment(row);
  }

  /** What `remove` would take along: its courses and the users that go (by name). */
  async deletePreview(user: AuthUser, id: string): Promise<DepartmentDeletePreviewDto> {
    await this.findVisible(user, id);
    return this.repo.db.transaction(async (tx) => {
      const courses = await this.repo.courseTitles(id, tx);
      const own = await this.repo.usersGoingWith(id, tx);
      const linked = await this.coursesRepo.linkedUsers(
        courses.map((c) => c.id),
        tx,
      );
      const users = new Map([...own, ...linked].map((u) => [u.id, u.name]));
      return {
        courses: courses.map((c) => ({ _id: c.id, title: c.title })),
        users: [...users]
          .map(([_id, name]) => ({ _id, name }))
          .sort((a, b) => a.name.localeCompare(b.name, 'de')),
      };
    });
  }

  /** Spec section 6: removes the department, its courses, their linked logins and its users. */
  async remove(user: AuthUser, id: string): Promise<void> {
    const department = await this.findVisible(user, id);
    const { images, ...removed } = await this.repo.db.transaction(async (tx) => {
      await this.repo.detachUsersWithOtherRoles(id, tx);
      const departmentUsers = await this.repo.countUsers(id, tx);
      const courseIds = await this.repo.courseIds(id, tx);
      const images = await this.coursesRepo.imagesOf(courseIds, tx);
      const courseUsers = await this.coursesRepo.deleteWithLinkedUsers(courseIds, tx);
      await this.repo.delete(id, tx);
      return { courses: courseIds.length, users: departmentUsers + courseUsers, images };
    });
    this.invalidatePublic();
    // The department's images and those of its deleted courses (and their revisions).
    for (const url of [department.photoUrl, department.iconUrl, ...images]) {
      await this.images.remove(url);
    }
    await this.record(user, 'delete', id, { name: department.name, ...removed });
  }

  /** Photo or icon; shown publicly at once, so the replaced image's files are deleted. */
  async uploadImage(
    user: AuthUser,
    id: string,
    kind: DepartmentImageKind,
    request: FastifyRequest,
  ): Promise<DepartmentDto> {
    await this.findVisible(user, id);
    const row = await this.images.replace(request, DEPARTMENT_IMAGES[kind], id, {
      notFound: NOT_FOUND,
    });
    if (row.public) this.invalidatePublic();
    return mapDepartment(row);
  }

  async setPublic(user: AuthUser, id: string, isPublic: boolean): Promise<DepartmentDto> {
    await this.findVisible(user, id);
    const row = await this.repo.db.transaction(async (tx) => {
      const row = await this.repo.setPublic(id, isPublic, tx);
      if (row) await this.repo.recordRevision(row, user.id, tx);
      return row;
    });
    if (!row) throw AppError.notFound(NOT_FOUND);
    this.invalidatePublic();
    await this.record(user, isPublic ? 'publish.direct' : 'publish.withdrawn', id, {
      name: row.name,
    });
    return mapDepartment(row);
  }

  async publicList(): Promise<PublicDepartmentDto[]> {
    return (await this.repo.publicList()).map(mapPublicDepartment);
  }

  /** A public department with its published, unblocked courses; hidden or unknown answer 404. */
  async publicDetail(name: string): Promise<PublicDepartmentDetailDto> {
    const row = name.length <= 120 ? await this.repo.findPublicByName(name) : null;
    if (!row) throw AppError.notFound(NOT_FOUND);
    return { ...mapPublicDepartment(row), courses: await this.courses.publicList(row.id) };
  }

  /** The row if the user may see it; a missing and a forbidden row answer the same 404. */
  async findVisible(user: AuthUser, id: string) {
    const row = DepartmentsPolicy.canSee(user, id) ? await this.repo.findById(id) : null;
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  private invalidatePublic(): void {
    // The public user list names each department head's department.
    this.cache.invalidate(PUBLIC_DEPARTMENTS_KEY, PUBLIC_COURSES_KEY, PUBLIC_USERS_KEY);
    this.cache.invalidatePrefix(PUBLIC_DEPARTMENT_PREFIX);
    // Posts show their department's name, and a hidden department's posts leave its post list.
    this.cache.invalidatePrefix(PUBLIC_POSTS_PREFIX);
  }

  private async record(
    user: AuthUser,
    action: AuditAction,
    id: string,
    details: Record<string, unknown>,
  ) {
    await this.audit.record({
      action,
      actor: { id: user.id, email: user.email },
      entityType: 'department',
      entityId: id,
      details,
    });
  }

  private toColumns(dto: Partial<CreateDepartmentDto>): Partial<DepartmentInsert> {
    const columns: Partial<DepartmentInsert> = {};
    if (dto.name !== undefined) columns.name = stripTags(dto.name);
    if (dto.title !== undefined) columns.title = stripTags(dto.title);
    if (dto.description !== undefined) columns.description = sanitizeRichText(dto.description);
    return columns;
  }

  private duplicateName(error: unknown): unknown {
    // A taken client-made id is the primary key's violation: 409 (common/error-response.ts).
    return pgErrorCode(error) === PG_UNIQUE_VIOLATION && !isTakenId(error)
      ? new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', {
          details: { name: 'Eine Abteilung mit diesem Namen gibt es schon.' },
        })
      : error;
  }
}

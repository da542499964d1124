import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@/auth/auth-user';
import { AuditService } from '@/audit/audit.service';
import { AppError } from '@/common/app-error';
import { runQueries } from '@/common/run-queries';
import type { DbOrTx, Tx } from '@/db/client';
import { buildSnapshot, diffSnapshots, type CourseSnapshot } from '@/courses/course.mapper';
import { CoursesRepository } from '@/courses/courses.repository';
import { CoursesService } from '@/courses/courses.service';
import { TimesRepository } from '@/courses/times.repository';
import type { CourseDto } from '@/courses/dto/course.dto';
import type { SnapshotSlot } from '@/courses/slot-places';
import { departmentSnapshot, type DepartmentSnapshot } from '@/departments/department.mapper';
import { DepartmentsService } from '@/departments/departments.service';
import type { DepartmentDto } from '@/departments/dto/department.dto';
import { diffByLabels, type FieldChange } from '@/publishing/snapshot';
import {
  buildWorkshopSnapshot,
  diffWorkshopSnapshots,
  type WorkshopSnapshot,
} from '@/workshops/workshop.mapper';
import { WorkshopsRepository } from '@/workshops/workshops.repository';
import { WorkshopsService } from '@/workshops/workshops.service';
import type { WorkshopDto } from '@/workshops/dto/workshop.dto';
import {
  HistoryRepository,
  type HistoryEntityType,
  type RevisionRow,
} from '@/history/history.repository';
import { HallOccupancy } from '@/hall-plan/hall-occupancy.service';
import { restoreTimes } from '@/history/restore-times';
import type { RevisionDetailDto, RevisionDto } from '@/history/dto/revision.dto';
import { TextsService } from '@/texts/texts.service';
import type { TextContent, TextKey } from '@/texts/texts.catalog';
import type { TextDto } from '@/texts/dto/text.dto';

const REVISION_NOT_FOUND = 'Diese Version wurde nicht gefunden.';

const DEPARTMENT_LABELS: Record<keyof DepartmentSnapshot, string> = {
  name: 'Name',
  title: 'Titel',
  description: 'Beschreibung',
};

const TEXT_FIELD_LABELS: Record<keyof TextContent, string> = {
  de: 'Deutsch',
  en: 'Englisch',
  applications_from: 'Bewerbung ab',
};

/** The working copy as the history compares it: its public fields, version and public revision. */
interface Current {
  snapshot: object;
  version: number;
  publishedRevisionId: string | null;
}

/**
 * History of courses, workshops and departments (DESIGN section 5): their published revisions,
 * a revision's difference from the working copy, and restore. A restore is a normal edit of the
 * working copy (If-Match, version + 1, state "changed"), published again the usual way.
 */
@Injectable()
export class HistoryService {
  constructor(
    private readonly repo: HistoryRepository,
    private readonly courses: CoursesService,
    private readonly coursesRepo: CoursesRepository,
    private readonly times: TimesRepository,
    private readonly workshops: WorkshopsService,
    private readonly workshopsRepo: WorkshopsRepository,
    private readonly departments: DepartmentsService,
    private readonly audit: AuditService,
    private readonly hall: HallOccupancy,
    private readonly texts: TextsService,
  ) {}

  async list(user: AuthUser, type: HistoryEntityType, id: string): Promise<RevisionDto[]> {
    const current = await this.current(user, type, id);
    const rows = await this.repo.list(type, id);
    return rows.map((row) => this.toDto(row, current));
  }

  async detail(
    user: AuthUser,
    type: HistoryEntityType,
    id: string,
    revisionId: string,
  ): Promise<RevisionDetailDto> {
    const current = await this.current(user, type, id);
    const revision = await this.revision(type, id, revisionId);
    const diff = this.diff(type, revision.snapshot, current.snapshot).map((c) => ({
      field: c.field,
      label: c.label,
      revision: c.from,
      current: c.to,
    }));
    return { ...this.toDto(revision, current), diff, version: current.version };
  }

  async restoreCourse(
    user: AuthUser,
    id: string,
    revisionId: string,
    version: number,
  ): Promise<CourseDto> {
    const revision = await this.restore(user, 'course', id, revisionId, async (r, tx) => {
      const s = r.snapshot as CourseSnapshot;
      const updated = await this.coursesRepo.updateVersioned(
        id,
        version,
        {
          title: s.title,
          description: s.description,
          info: s.info,
          trialTraining: s.trial_training,
          photoUrl: s.photoURL,
          genders: s.genders,
          categories: s.categories,
          ageFrom: s.age_from,
          ageTo: s.age_to,
          socialMedia: s.social_media,
          website: s.website,
          members: s.members,
          location: s.location,
          updatedBy: user.id,
        },
        tx,
      );
      if (!updated) {
        throw AppError.versionConflict(
          'Das Angebot wurde inzwischen von jemand anderem geändert.',
          await this.courses.get(user, id, tx),
        );
      }
      const trainers = s.trainers.map((t) => t._id);
      await this.coursesRepo.setTrainers(id, await this.repo.existingTrainers(trainers, tx), tx);
      await this.restoreSlots({ courseId: id }, s.times, tx);
    });
    await this.record(user, 'course', id, revision);
    return this.courses.get(user, id);
  }

  async restoreWorkshop(
    user: AuthUser,
    id: string,
    revisionId: string,
    version: number,
  ): Promise<WorkshopDto> {
    const revision = await this.restore(user, 'workshop', id, revisionId, async (r, tx) => {
      const s = r.snapshot as WorkshopSnapshot;
      const updated = await this.workshopsRepo.updateVersioned(
        id,
        version,
        {
          title: s.title,
          info: s.info,
          description: s.description,
          photoUrl: s.photoURL,
          members: s.members,
          socialMedia: s.social_media,
          website: s.website,
          updatedBy: user.id,
        },
        tx,
      );
      if (!updated) {
        throw AppError.versionConflict(
          'Der Workshop wurde inzwischen von jemand anderem geändert.',
          await this.workshops.get(user, id, tx),
        );
      }
      await this.restoreSlots({ workshopId: id }, s.times, tx);
    });
    await this.record(user, 'workshop', id, revision);
    return this.workshops.get(user, id);
  }

  /** A department is edited live: its restored text is public at once (and a new revision). */
  async restoreDepartment(
    user: AuthUser,
    id: string,
    revisionId: string,
    version: number,
  ): Promise<DepartmentDto> {
    await this.current(user, 'department', id);
    const revision = await this.revision('department', id, revisionId);
    const s = revision.snapshot as DepartmentSnapshot;
    const department = await this.departments.update(
      user,
      { _id: id, name: s.name, title: s.title, description: s.description },
      version,
    );
    await this.record(user, 'department', id, revision);
    return department;
  }

  /** A club text is written live too: the restored version is public at once (and a new revision). */
  async restoreText(
    user: AuthUser,
    key: TextKey,
    revisionId: string,
    version: number,
  ): Promise<TextDto> {
    const revision = await this.revision('text', key, revisionId);
    const text = await this.texts.update(user, key, revision.snapshot as TextContent, version);
    await this.record(user, 'text', key, revision);
    return text;
  }

  /**
   * The revision's times, then the hall plan's rule on each slot that changed or came back: a
   * venue taken since by another slot refuses the restore with 409 SLOT_OVERLAP naming it (the
   * whole restore is undone; move the other slot or restore without this one's time).
   */
  private async restoreSlots(
    owner: { courseId: string } | { workshopId: string },
    wanted: SnapshotSlot[],
    tx: Tx,
  ): Promise<void> {
    for (const slot of await restoreTimes(this.times, this.hall, owner, wanted, tx))
      await this.hall.claim(slot, false, tx);
  }

  private async restore(
    user: AuthUser,
    type: 'course' | 'workshop',
    id: string,
    revisionId: string,
    apply: (revision: RevisionRow, tx: Tx) => Promise<void>,
  ): Promise<RevisionRow> {
    return this.repo.db.transaction(async (tx) => {
      await this.current(user, type, id, tx);
      const revision = await this.revision(type, id, revisionId, tx);
      await apply(revision, tx);
      return revision;
    });
  }

  /** After the row rule: a missing or forbidden entity answers 404. */
  private async current(
    user: AuthUser,
    type: HistoryEntityType,
    id: string,
    tx?: DbOrTx,
  ): Promise<Current> {
    if (type === 'course') {
      const row = await this.courses.findVisible(user, id, tx);
      const [trainers, times] = await runQueries(
        tx,
        () => this.coursesRepo.trainersOf([id], tx),
        () => this.coursesRepo.timesOf([id], tx),
      );
      return {
        snapshot: buildSnapshot(row, trainers.get(id) ?? [], times.get(id) ?? []),
        version: row.version,
        publishedRevisionId: row.publishedRevisionId,
      };
    }
    if (type === 'workshop') {
      const row = await this.workshops.findVisible(user, id, tx);
      const times = await this.workshopsRepo.timesOf([id], tx);
      return {
        snapshot: buildWorkshopSnapshot(row, times.get(id) ?? []),
        version: row.version,
        publishedRevisionId: row.publishedRevisionId,
      };
    }
    if (type === 'text') {
      const text = await this.texts.get(id as TextKey);
      const [latest] = await this.repo.list('text', id, undefined, tx);
      const snapshot: TextContent = {
        de: text.de,
        en: text.en,
        applications_from: text.applications_from,
      };
      return { snapshot, version: text.version, publishedRevisionId: latest?.id ?? null };
    }
    const row = await this.departments.findVisible(user, id);
    const [latest] = row.public ? await this.repo.list('department', id) : [];
    return {
      snapshot: departmentSnapshot(row),
      version: row.version,
      publishedRevisionId: latest?.id ?? null,
    };
  }

  private async revision(
    type: HistoryEntityType,
    id: string,
    revisionId: string,
    tx?: DbOrTx,
  ): Promise<RevisionRow> {
    const [row] = await this.repo.list(type, id, revisionId, tx);
    if (!row) throw AppError.notFound(REVISION_NOT_FOUND);
    return row;
  }

  private diff(type: HistoryEntityType, revision: unknown, current: object): FieldChange[] {
    if (type === 'course')
      return diffSnapshots(revision as CourseSnapshot, current as CourseSnapshot);
    if (type === 'workshop')
      return diffWorkshopSnapshots(revision as WorkshopSnapshot, current as WorkshopSnapshot);
    if (type === 'text') {
      return diffByLabels(
        TEXT_FIELD_LABELS,
        (_, value) => value,
        revision as TextContent,
        current as TextContent,
      );
    }
    return diffByLabels(
      DEPARTMENT_LABELS,
      (_, value) => value,
      revision as DepartmentSnapshot,
      current as DepartmentSnapshot,
    );
  }

  private toDto(row: RevisionRow, current: Current): RevisionDto {
    return {
      _id: row.id,
      number: row.number,
      published_at: row.createdAt.toISOString(),
      published_by:
        row.createdBy && row.createdByName ? { _id: row.createdBy, name: row.createdByName } : null,
      via_request: row.viaRequest,
      current: row.id === current.publishedRevisionId,
      snapshot: row.snapshot as Record<string, unknown>,
    };
  }

  /** After the commit, so only a done restore is logged. */
  private async record(user: AuthUser, type: HistoryEntityType, id: string, row: RevisionRow) {
    await this.audit.record({
      action: 'restore',
      actor: { id: user.id, email: user.email },
      entityType: type,
      entityId: id,
      details: { revision: row.number },
    });
  }
}

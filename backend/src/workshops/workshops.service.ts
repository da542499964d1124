import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { runQueries } from '@/common/run-queries';
import type { AuthUser } from '@/auth/auth-user';
import { AppError, ErrorCode } from '@/common/app-error';
import { PublicCache } from '@/common/public-cache';
import { sanitizeRichText, stripTags } from '@/common/sanitize';
import type { DbOrTx, Tx } from '@/db/client';
import { EntityImageService } from '@/files/entity-image.service';
import { PublishingRepository } from '@/publishing/publishing.repository';
import { PublishWorkflow } from '@/publishing/publish-workflow';
import { requestState } from '@/publishing/snapshot';
import { ScheduleOffsService } from '@/schedule/schedule-offs.service';
import {
  WORKSHOP_PHOTO,
  WorkshopsRepository,
  type WorkshopInsert,
  type WorkshopListRow,
} from '@/workshops/workshops.repository';
import { WorkshopsPolicy } from '@/workshops/workshops.policy';
import {
  buildWorkshopSnapshot,
  mapPublicWorkshop,
  mapWorkshop,
  type WorkshopSnapshot,
} from '@/workshops/workshop.mapper';
import type { PublicWorkshopDto, WorkshopDto } from '@/workshops/dto/workshop.dto';
import type { CreateWorkshopDto, UpdateWorkshopDto } from '@/workshops/dto/workshop-input.dto';

export const PUBLIC_WORKSHOPS_KEY = 'public:workshops';
const NOT_FOUND = 'Der Workshop wurde nicht gefunden.';

/** Workshops: working copy + published revision, published through the shared workflow. */
@Injectable()
export class WorkshopsService {
  constructor(
    private readonly repo: WorkshopsRepository,
    private readonly requests: PublishingRepository,
    private readonly workflow: PublishWorkflow,
    private readonly cache: PublicCache,
    private readonly images: EntityImageService,
    private readonly offs: ScheduleOffsService,
  ) {}

  async list(user: AuthUser): Promise<WorkshopDto[]> {
    if (!WorkshopsPolicy.canSee(user)) return [];
    return this.hydrate(await this.repo.list());
  }

  async get(user: AuthUser, id: string, tx?: DbOrTx): Promise<WorkshopDto> {
    const [workshop] = await this.hydrate([await this.findVisible(user, id, tx)], tx);
    return workshop!;
  }

  /** The row if the user may see it; a missing and a forbidden row answer the same 404. */
  async findVisible(user: AuthUser, id: string, tx?: DbOrTx): Promise<WorkshopListRow> {
    const row = WorkshopsPolicy.canSee(user) ? await this.repo.findOne(id, tx) : null;
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  /** Marks the working copy as changed when its times change (times live in their own table). */
  async touch(id: string, tx: Tx): Promise<void> {
    await this.repo.touch(id, tx);
  }

  async create(user: AuthUser, dto: CreateWorkshopDto): Promise<WorkshopDto> {
    const row = await this.repo.insert({
      ...(this.toColumns(dto) as WorkshopInsert),
      id: dto._id,
      updatedBy: user.id,
    });
    return this.get(user, row.id);
  }

  async update(user: AuthUser, dto: UpdateWorkshopDto, version: number): Promise<WorkshopDto> {
    return this.repo.db.transaction(async (tx) => {
      await this.findVisible(user, dto._id, tx);
      const updated = await this.repo.updateVersioned(
        dto._id,
        version,
        { ...this.toColumns(dto), updatedBy: user.id },
        tx,
      );
      if (!updated) {
        throw AppError.versionConflict(
          'Der Workshop wurde inzwischen von jemand anderem geändert.',
          await this.get(user, dto._id, tx),
        );
      }
      return this.get(user, dto._id, tx);
    });
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    const workshop = await this.findVisible(user, id);
    const images = await this.repo.delete(id);
    if (workshop.publishedRevisionId) this.cache.invalidate(PUBLIC_WORKSHOPS_KEY);
    // Its revisions went with it, so no page shows these images any more.
    for (const url of images) await this.images.remove(url);
    await this.workflow.audit(user, 'delete', 'workshop', id, { title: workshop.title });
  }

  /**
   * The photo is part of the working copy: the public sees it after the next publication. The
   * replaced photo's files stay while a revision or publish request of the workshop shows it.
   */
  async uploadImage(user: AuthUser, id: string, request: FastifyRequest): Promise<WorkshopDto> {
    await this.findVisible(user, id);
    await this.images.replace(request, WORKSHOP_PHOTO, id, {
      notFound: NOT_FOUND,
      extra: { updatedBy: user.id },
      stillReferenced: (url) => this.requests.snapshotsShowImage('workshop', id, url),
    });
    return this.get(user, id);
  }

  async toggleBlock(user: AuthUser, id: string): Promise<WorkshopDto> {
    const workshop = await this.findVisible(user, id);
    const blocked = !workshop.blocked;
    await this.repo.setState(id, { blocked, blockedBy: blocked ? user.id : null });
    this.cache.invalidate(PUBLIC_WORKSHOPS_KEY);
    await this.workflow.audit(user, blocked ? 'block' : 'unblock', 'workshop', id, {
      title: workshop.title,
    });
    return this.get(user, id);
  }

  async publish(user: AuthUser, id: string): Promise<{ workshop: WorkshopDto; message: string }> {
    const outcome = await this.repo.db.transaction(async (tx) => {
      const row = await this.findVisible(user, id, tx);
      const [current] = await this.hydrate([row], tx);
      if (current!.state === 'published') {
        throw new AppError(ErrorCode.Conflict, 'Es gibt keine unveröffentlichten Änderungen.');
      }
      const times = await this.repo.timesOf([id], tx);
      const snapshot = buildWorkshopSnapshot(row, times.get(id) ?? []);
      return this.workflow.publish(
        user,
        'workshop',
        id,
        snapshot,
        this.createRevision(id, user),
        tx,
      );
    });
    if (outcome === 'published') {
      this.cache.invalidate(PUBLIC_WORKSHOPS_KEY);
      await this.workflow.audit(user, 'publish.direct', 'workshop', id);
    }
    return {
      workshop: await this.get(user, id),
      message:
        outcome === 'published'
          ? 'Der Workshop wurde veröffentlicht.'
          : 'Die Veröffentlichung wurde angefragt. Die Geschäftsstelle prüft die Änderungen.',
    };
  }

  async grant(user: AuthUser, id: string): Promise<WorkshopDto> {
    await this.repo.db.transaction(async (tx) => {
      await this.findVisible(user, id, tx);
      await this.workflow.grant(user, 'workshop', id, this.createRevision(id, user), tx);
    });
    this.cache.invalidate(PUBLIC_WORKSHOPS_KEY);
    await this.workflow.audit(user, 'publish.granted', 'workshop', id);
    return this.get(user, id);
  }

  async reject(user: AuthUser, id: string, reason: string): Promise<WorkshopDto> {
    const cleanReason = stripTags(reason);
    await this.repo.db.transaction(async (tx) => {
      await this.findVisible(user, id, tx);
      await this.workflow.reject(user, 'workshop', id, cleanReason, tx);
    });
    await this.workflow.audit(user, 'publish.rejected', 'workshop', id, { reason: cleanReason });
    return this.get(user, id);
  }

  async publicList(): Promise<PublicWorkshopDto[]> {
    const [rows, offs] = await Promise.all([this.repo.publicList(), this.offs.load()]);
    return rows
      .map((row) => mapPublicWorkshop(row, offs))
      .sort((a, b) => a.title.localeCompare(b.title, 'de'));
  }

  /** Adds times, the published snapshot and the request state to working copies. */
  private async hydrate(rows: WorkshopListRow[], tx?: DbOrTx): Promise<WorkshopDto[]> {
    const ids = rows.map((r) => r.id);
    const [times, snapshots, requests] = await runQueries(
      tx,
      () => this.repo.timesOf(ids, tx),
      () =>
        this.repo.revisionSnapshots(
          rows.flatMap((r) => (r.publishedRevisionId ? [r.publishedRevisionId] : [])),
          tx,
        ),
      () => this.requests.latestRequests('workshop', ids, tx),
    );
    const requestOf = new Map(requests.map((r) => [r.entityId, r]));
    return rows.map((row) =>
      mapWorkshop(row, {
        times: times.get(row.id) ?? [],
        publishedSnapshot: row.publishedRevisionId ? snapshots.get(row.publishedRevisionId) : null,
        ...requestState(requestOf.get(row.id), row.publishedAt),
      }),
    );
  }

  private createRevision(workshopId: string, user: AuthUser) {
    return async (snapshot: unknown, requestId: string | null, tx: Tx) => {
      const number = await this.repo.nextRevisionNumber(workshopId, tx);
      const revision = await this.repo.insertRevision(
        {
          workshopId,
          number,
          snapshot: snapshot as WorkshopSnapshot,
          createdBy: user.id,
          publishRequestId: requestId,
        },
        tx,
      );
      await this.repo.setState(
        workshopId,
        { publishedRevisionId: revision.id, publishedAt: revision.createdAt },
        tx,
      );
    };
  }

  private toColumns(dto: Partial<CreateWorkshopDto>): Partial<WorkshopInsert> {
    const columns: Partial<WorkshopInsert> = {};
    if (dto.title !== undefined) columns.title = stripTags(dto.title);
    if (dto.info !== undefined) columns.info = stripTags(dto.info);
    if (dto.description !== undefined) columns.description = sanitizeRichText(dto.description);
    if (dto.members !== undefined) columns.members = dto.members;
    if (dto.website !== undefined) columns.website = dto.website || null;
    if (dto.social_media !== undefined) {
      columns.socialMedia = Object.fromEntries(
        Object.entries(dto.social_media).filter(([, v]) => Boolean(v)),
      );
    }
    return columns;
  }
}

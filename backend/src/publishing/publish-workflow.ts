import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@/auth/auth-user';
import { hasPermission, Permission } from '@/auth/permissions';
import { AppError, ErrorCode } from '@/common/app-error';
import { AuditService, type AuditAction } from '@/audit/audit.service';
import type { Tx } from '@/db/client';
import type { PublishEntityType } from '@/db/schema';
import { PublishingRepository } from '@/publishing/publishing.repository';

/** Writes a revision from a snapshot and points the working copy at it (per feature table). */
export type CreateRevision = (snapshot: unknown, requestId: string | null, tx: Tx) => Promise<void>;

/**
 * The publish workflow of DESIGN section 5, shared by courses and workshops: "request publication"
 * snapshots the working copy into a publish request; admin/owner grant it (the snapshot becomes the
 * published revision) or reject it with a reason, and may publish directly. Callers run these
 * inside their transaction (after their row rule) and call audit() after the commit.
 */
@Injectable()
export class PublishWorkflow {
  constructor(
    private readonly requests: PublishingRepository,
    private readonly auditLog: AuditService,
  ) {}

  /** Publishes directly (PublishDirect) or files a request; an older pending request is superseded. */
  async publish(
    user: AuthUser,
    entityType: PublishEntityType,
    entityId: string,
    snapshot: unknown,
    createRevision: CreateRevision,
    tx: Tx,
  ): Promise<'published' | 'requested'> {
    await this.requests.supersedePending(entityType, entityId, tx);
    if (hasPermission(user.roles, Permission.PublishDirect)) {
      await createRevision(snapshot, null, tx);
      return 'published';
    }
    await this.requests.insert({ entityType, entityId, snapshot, requestedBy: user.id }, tx);
    return 'requested';
  }

  /** The pending request's snapshot becomes the published revision. */
  async grant(
    user: AuthUser,
    entityType: PublishEntityType,
    entityId: string,
    createRevision: CreateRevision,
    tx: Tx,
  ): Promise<void> {
    const request = await this.requests.findPending(entityType, entityId, tx);
    const decided =
      request &&
      (await this.requests.decide(request.id, { status: 'granted', decidedBy: user.id }, tx));
    if (!decided) throw this.noPendingRequest(entityType);
    await createRevision(decided.snapshot, decided.id, tx);
  }

  async reject(
    user: AuthUser,
    entityType: PublishEntityType,
    entityId: string,
    reason: string,
    tx: Tx,
  ): Promise<void> {
    const request = await this.requests.findPending(entityType, entityId, tx);
    const decided =
      request &&
      (await this.requests.decide(
        request.id,
        { status: 'rejected', decidedBy: user.id, reason },
        tx,
      ));
    if (!decided) throw this.noPendingRequest(entityType);
  }

  /** Records a decision, block or deletion; called after the commit so only done things are logged. */
  async audit(
    user: AuthUser,
    action: AuditAction,
    entityType: PublishEntityType | 'department',
    entityId: string,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    await this.auditLog.record({
      action,
      actor: { id: user.id, email: user.email },
      entityType,
      entityId,
      details,
    });
  }

  private noPendingRequest(entityType: PublishEntityType): AppError {
    return new AppError(
      ErrorCode.NoPendingRequest,
      entityType === 'course'
        ? 'Für dieses Angebot liegt keine offene Anfrage vor.'
        : 'Für diesen Workshop liegt keine offene Anfrage vor.',
    );
  }
}

import { Injectable, Logger } from '@nestjs/common';
import {
  AuditRepository,
  type AuditFilter,
  type AuditRowWithActor,
} from '@/audit/audit.repository';
import { currentRequestId } from '@/common/request-id';
import { truncateIp } from '@/common/truncate-ip';
import { safeErrorText } from '@/common/safe-error';

/** The actions the audit log records; stable strings, shown translated by the UI. */
export const AUDIT_ACTIONS = [
  'login.failed',
  'login.locked',
  'publish.granted',
  'publish.rejected',
  'publish.direct',
  'publish.withdrawn',
  'block',
  'unblock',
  'role.added',
  'role.removed',
  'user.created',
  'user.deleted',
  'user.exported',
  'user.updated',
  'profile.updated',
  'password.changed',
  'password.reset',
  'delete',
  'backup.downloaded',
  'user.verified',
  'trainer.created',
  'restore',
  'training.cancelled',
  'training.restored',
  'venue.closed',
  'venue.reopened',
  'slot.overlap',
  'setup.completed',
  'club.updated',
  'text.updated',
  'document.created',
  'document.updated',
  'document.replaced',
  'document.moved',
  'event.cancelled',
  'event.reinstated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  action: AuditAction;
  actor?: { id: string; email: string } | null;
  entityType?: string;
  entityId?: string;
  details?: Record<string, unknown>;
  /** The client's address; stored truncated (see truncateIp), never in full. */
  ip?: string | null;
}

@Injectable()
export class AuditService {
  private readonly logger = new Logger(AuditService.name);

  constructor(private readonly repository: AuditRepository) {}

  /**
   * Records an entry. A failure to write the log is logged but does not undo or fail the action
   * it describes: the action already happened.
   */
  async record(entry: AuditEntry): Promise<void> {
    try {
      await this.repository.insert({
        action: entry.action,
        actorId: entry.actor?.id ?? null,
        actorEmail: entry.actor?.email ?? null,
        entityType: entry.entityType ?? null,
        entityId: entry.entityId ?? null,
        details: entry.details ?? {},
        ip: truncateIp(entry.ip),
        requestId: currentRequestId(),
      });
    } catch (error) {
      this.logger.error(`Audit-Eintrag ${entry.action} nicht gespeichert: ${safeErrorText(error)}`);
    }
  }

  async page(
    query: { person?: string; action?: AuditAction; from?: string; to?: string },
    limit: number,
    offset: number,
  ): Promise<{ items: AuditRowWithActor[]; total: number }> {
    const filter: AuditFilter = {
      person: query.person?.trim() || undefined,
      action: query.action,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
    };
    const [items, total] = await Promise.all([
      this.repository.page(filter, limit, offset),
      this.repository.total(filter),
    ]);
    return { items, total };
  }
}

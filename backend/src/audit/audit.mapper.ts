import type { AuditRowWithActor } from '@/audit/audit.repository';
import type { AuditEntryDto } from '@/audit/dto/audit.dto';

export function mapAuditEntry(row: AuditRowWithActor): AuditEntryDto {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor:
      row.actorId || row.actorEmail
        ? { _id: row.actorId, name: row.actorName, email: row.actorEmail }
        : null,
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    entity_name: row.entityName,
    details: row.details,
    ip: row.ip,
    request_id: row.requestId,
  };
}

import type { SupportRow } from '@/support/support.repository';
import type { SupportRequestDto } from '@/support/dto/support.dto';

export function mapSupportRequest(row: SupportRow): SupportRequestDto {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    read_at: row.readAt?.toISOString() ?? null,
    done: row.done,
    done_at: row.doneAt?.toISOString() ?? null,
    mail_status: row.mailStatus,
    mail_attempts: row.mailAttempts,
    mail_last_error: row.mailLastError,
    created_at: row.createdAt.toISOString(),
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

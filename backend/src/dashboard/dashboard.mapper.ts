import type { ChangeRow } from '@/dashboard/dashboard.repository';
import type { ChangeDto } from '@/dashboard/dto/dashboard.dto';

export function mapChange(row: ChangeRow): ChangeDto {
  return {
    type: row.type,
    _id: row.id,
    title: row.title,
    updated_at: new Date(row.updated_at).toISOString(),
    updated_by:
      row.updated_by_id && row.updated_by_name
        ? { _id: row.updated_by_id, name: row.updated_by_name.trim() }
        : null,
  };
}

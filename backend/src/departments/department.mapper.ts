import type { DepartmentRow } from '@/departments/departments.repository';
import type { DepartmentDto, PublicDepartmentDto } from '@/departments/dto/department.dto';
import { srcsetOf } from '@/files/upload-names';

/** What the public sees of a department's text; kept as a revision (department_revisions). */
export interface DepartmentSnapshot {
  name: string;
  title: string;
  description: string;
}

export const departmentSnapshot = (row: DepartmentRow): DepartmentSnapshot => ({
  name: row.name,
  title: row.title,
  description: row.description,
});

export function mapPublicDepartment(row: DepartmentRow): PublicDepartmentDto {
  return {
    _id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    photoURL: row.photoUrl,
    srcset: srcsetOf(row.photoUrl),
    iconURL: row.iconUrl,
  };
}

export function mapDepartment(row: DepartmentRow): DepartmentDto {
  return {
    ...mapPublicDepartment(row),
    public: row.public,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

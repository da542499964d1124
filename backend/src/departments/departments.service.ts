import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@/auth/auth-user';
import type { DepartmentRefDto } from '@/common/dto/ref.dto';
import { DepartmentsRepository } from '@/departments/departments.repository';

@Injectable()
export class DepartmentsService {
  constructor(private readonly repo: DepartmentsRepository) {}

  /** Admin/owner see all departments; a department user only their own. */
  async list(user: AuthUser): Promise<DepartmentRefDto[]> {
    const all = user.roles.includes('owner') || user.roles.includes('admin');
    if (!all && !user.departmentId) return [];
    const rows = await this.repo.list(all ? undefined : (user.departmentId ?? undefined));
    return rows.map((d) => ({ _id: d.id, name: d.name, title: d.title }));
  }
}

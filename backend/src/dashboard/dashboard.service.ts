import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@/auth/auth-user';
import { Permission, hasPermission } from '@/auth/permissions';
import { DashboardRepository, type DashboardScope } from '@/dashboard/dashboard.repository';
import { mapChange } from '@/dashboard/dashboard.mapper';
import type { ChangeDto, DashboardDto } from '@/dashboard/dto/dashboard.dto';

export const PAGE_VIEW_DAYS = 90;
const LATEST_CHANGES = 10;
const TOP_PATHS = 10;
const NO_DEPARTMENT = '00000000-0000-0000-0000-000000000000';

@Injectable()
export class DashboardService {
  constructor(private readonly repo: DashboardRepository) {}

  async dashboard(user: AuthUser): Promise<DashboardDto> {
    const scope = this.scopeOf(user);
    const [content, pendingRequests, totals, byRole, departments, perDay, topPaths, changes] =
      await Promise.all([
        this.repo.contentStates(scope),
        this.repo.pendingRequests(scope),
        this.repo.userTotals(scope),
        this.repo.usersByRole(scope),
        this.repo.departmentTotals(scope),
        this.repo.viewsPerDay(PAGE_VIEW_DAYS),
        this.repo.topPaths(PAGE_VIEW_DAYS, TOP_PATHS),
        this.repo.latestChanges(scope, LATEST_CHANGES),
      ]);
    return {
      content,
      pendingRequests,
      users: {
        ...totals,
        byRole: byRole.map((r) => ({ role: r.role, count: r.n })),
      },
      departments,
      pageViews: { total: perDay.reduce((sum, d) => sum + d.views, 0), perDay, topPaths },
      latestChanges: changes.map(mapChange),
    };
  }

  async lastUpdatedBy(user: AuthUser): Promise<ChangeDto[]> {
    return (await this.repo.lastChangePerType(this.scopeOf(user))).map(mapChange);
  }

  /** Department users see their department's content; everyone else with the dashboard, all. */
  private scopeOf(user: AuthUser): DashboardScope {
    if (hasPermission(user.roles, Permission.PublishRequestsRead)) return { departmentId: null };
    // A department user without a department sees nothing rather than everything.
    return { departmentId: user.departmentId ?? NO_DEPARTMENT };
  }
}

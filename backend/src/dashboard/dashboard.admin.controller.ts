import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, RequirePermission } from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import type { AuthUser } from '@/auth/auth-user';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { DashboardService } from '@/dashboard/dashboard.service';
import { ChangeDto, DashboardDto } from '@/dashboard/dto/dashboard.dto';
import { NoQuery, type NoQueryParams } from '@/common/no-query';

@ApiTags('dashboard')
@ApiBearerAuth()
@Controller('api')
export class DashboardAdminController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('dashboard')
  @RequirePermission(Permission.DashboardView)
  @ApiEnvelope(DashboardDto)
  async get(
    @CurrentUser() user: AuthUser,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<DashboardDto>> {
    return ok('Übersicht geladen.', await this.dashboard.dashboard(user));
  }

  /** The latest change of each content type and who made it. */
  @Get('lastUpdatedBy')
  @RequirePermission(Permission.DashboardView)
  @ApiEnvelope(ChangeDto, { isArray: true })
  async lastUpdatedBy(
    @CurrentUser() user: AuthUser,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<ChangeDto[]>> {
    return ok('Letzte Änderungen geladen.', await this.dashboard.lastUpdatedBy(user));
  }
}

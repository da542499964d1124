import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { NoQuery, type NoQueryParams } from '@/common/no-query';
import { uuidParam } from '@/common/uuid-param';
import { HallPlanSlotDto } from '@/hall-plan/dto/hall-plan.dto';
import { HallPlanService } from '@/hall-plan/hall-plan.service';

@ApiTags('locations')
@ApiBearerAuth()
@Controller('api')
export class HallPlanAdminController {
  constructor(private readonly plans: HallPlanService) {}

  /** A venue's week view from the working copies: what a slot save is checked against. */
  @Get('locations/:id/plan')
  @RequirePermission(Permission.LocationsManage)
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiEnvelope(HallPlanSlotDto, { isArray: true })
  async plan(
    @Param('id', uuidParam) id: string,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<HallPlanSlotDto[]>> {
    const slots = await this.plans.staffPlan(id);
    return ok(
      slots.length
        ? 'Belegungsplan geladen.'
        : 'In dieser Sportstätte ist keine Trainingszeit eingetragen.',
      slots,
    );
  }
}

import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, RequirePermission } from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import type { AuthUser } from '@/auth/auth-user';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { NoQuery, type NoQueryParams } from '@/common/no-query';
import { uuidParam } from '@/common/uuid-param';
import {
  CancellationDto,
  CancellationQueryDto,
  ClosureDto,
  CreateCancellationDto,
  CreateClosureDto,
} from '@/schedule/dto/schedule.dto';
import { ScheduleService } from '@/schedule/schedule.service';

/**
 * Cancelled trainings (the row rule of the course or workshop, like its times) and venue
 * closures (the venues' permission). No publish request: public at once.
 */
@ApiTags('schedule')
@ApiBearerAuth()
@Controller('api')
export class ScheduleAdminController {
  constructor(private readonly schedule: ScheduleService) {}

  @Get('cancellations')
  @RequirePermission(Permission.TimesManage)
  @ApiEnvelope(CancellationDto, { isArray: true })
  async list(
    @CurrentUser() user: AuthUser,
    @Query() query: CancellationQueryDto,
  ): Promise<Envelope<CancellationDto[]>> {
    return ok('Absagen geladen.', await this.schedule.listCancellations(user, query));
  }

  @Post('cancellations')
  @RequirePermission(Permission.TimesManage)
  @ApiWrite()
  @ApiEnvelope(CancellationDto, { status: 201 })
  async cancel(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateCancellationDto,
  ): Promise<Envelope<CancellationDto>> {
    return ok('Das Training wurde abgesagt.', await this.schedule.cancel(user, body));
  }

  @Delete('cancellation/:id')
  @RequirePermission(Permission.TimesManage)
  @ApiWrite()
  @ApiEnvelope(null)
  async restore(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
  ): Promise<Envelope> {
    await this.schedule.restore(user, id);
    return ok('Die Absage wurde zurückgenommen.');
  }

  @Get('closures')
  @RequirePermission(Permission.LocationsManage)
  @ApiEnvelope(ClosureDto, { isArray: true })
  async closures(@NoQuery() _query: NoQueryParams): Promise<Envelope<ClosureDto[]>> {
    return ok('Sperrungen geladen.', await this.schedule.listClosures());
  }

  @Post('closures')
  @RequirePermission(Permission.LocationsManage)
  @ApiWrite()
  @ApiEnvelope(ClosureDto, { status: 201 })
  async close(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateClosureDto,
  ): Promise<Envelope<ClosureDto>> {
    return ok('Die Sportstätte wurde gesperrt.', await this.schedule.close(user, body));
  }

  @Delete('closure/:id')
  @RequirePermission(Permission.LocationsManage)
  @ApiWrite()
  @ApiEnvelope(null)
  async reopen(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
  ): Promise<Envelope> {
    await this.schedule.reopen(user, id);
    return ok('Die Sperrung wurde aufgehoben.');
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, RequirePermission } from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import type { AuthUser } from '@/auth/auth-user';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { IfMatch, OptionalIfMatch } from '@/common/if-match.decorator';
import { uuidParam } from '@/common/uuid-param';
import { TimesService } from '@/courses/times.service';
import { TimeSlotDto } from '@/courses/dto/course.dto';
import { CreateTimeSlotDto, UpdateTimeSlotDto } from '@/courses/dto/time-slot-input.dto';
import { NoQuery, type NoQueryParams } from '@/common/no-query';

@ApiTags('courses')
@ApiBearerAuth()
@Controller('api')
export class TimesAdminController {
  constructor(private readonly times: TimesService) {}

  @Get('times/:id')
  @RequirePermission(Permission.TimesManage)
  @ApiEnvelope(TimeSlotDto, { isArray: true })
  async list(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<TimeSlotDto[]>> {
    return ok('Trainingszeiten geladen.', await this.times.list(user, id));
  }

  @Post('times')
  @RequirePermission(Permission.TimesManage)
  @ApiWrite()
  @ApiEnvelope(TimeSlotDto, { status: 201 })
  async create(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateTimeSlotDto,
  ): Promise<Envelope<TimeSlotDto>> {
    return ok('Die Trainingszeit wurde angelegt.', await this.times.create(user, body));
  }

  @Put('times')
  @HttpCode(200)
  @RequirePermission(Permission.TimesManage)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(TimeSlotDto)
  async update(
    @CurrentUser() user: AuthUser,
    @Body() body: UpdateTimeSlotDto,
    @IfMatch() version: number,
  ): Promise<Envelope<TimeSlotDto>> {
    return ok('Die Trainingszeit wurde gespeichert.', await this.times.update(user, body, version));
  }

  @Delete('time/:id')
  @RequirePermission(Permission.TimesManage)
  @ApiWrite({ ifMatch: 'optional' })
  @ApiEnvelope(null)
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @OptionalIfMatch() version: number | undefined,
  ): Promise<Envelope> {
    await this.times.remove(user, id, version);
    return ok('Die Trainingszeit wurde gelöscht.');
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, RequirePermission } from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import type { AuthUser } from '@/auth/auth-user';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { IfMatch } from '@/common/if-match.decorator';
import { uuidParam } from '@/common/uuid-param';
import {
  AttendanceDto,
  TrialBookingDto,
  TrialPersonBookingDto,
  TrialPersonQueryDto,
  TrialPlacesDto,
  TrialQueryDto,
} from '@/trials/dto/trials.dto';
import { TrialsService } from '@/trials/trials.service';

/** The trainer's side of trial trainings: the course's row rule decides. */
@ApiTags('trials')
@ApiBearerAuth()
@Controller('api')
export class TrialsAdminController {
  constructor(private readonly trials: TrialsService) {}

  @Get('trials')
  @RequirePermission(Permission.TrialsManage)
  @ApiEnvelope(TrialBookingDto, { isArray: true })
  async list(
    @CurrentUser() user: AuthUser,
    @Query() query: TrialQueryDto,
  ): Promise<Envelope<TrialBookingDto[]>> {
    return ok('Anmeldungen geladen.', await this.trials.list(user, query.course));
  }

  @Put('trials/attendance')
  @HttpCode(200)
  @RequirePermission(Permission.TrialsManage)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(TrialBookingDto)
  async attendance(
    @CurrentUser() user: AuthUser,
    @Body() body: AttendanceDto,
    @IfMatch() version: number,
  ): Promise<Envelope<TrialBookingDto>> {
    return ok(
      'Die Anwesenheit wurde gespeichert.',
      await this.trials.setAttendance(user, body._id, body.attended, version),
    );
  }

  @Put('trials/places')
  @HttpCode(200)
  @RequirePermission(Permission.TrialsManage)
  @ApiWrite()
  @ApiEnvelope(null)
  async places(@CurrentUser() user: AuthUser, @Body() body: TrialPlacesDto): Promise<Envelope> {
    await this.trials.setPlaces(user, body._id, body.trial_places);
    return ok('Die Probetrainingsplätze wurden gespeichert.');
  }

  /** A visitor's bookings, for their request to the club (GDPR Art. 15); user admins. */
  @Get('trials/person')
  @RequirePermission(Permission.UsersManage)
  @ApiEnvelope(TrialPersonBookingDto, { isArray: true })
  async exportPerson(
    @Query() query: TrialPersonQueryDto,
  ): Promise<Envelope<TrialPersonBookingDto[]>> {
    return ok('Anmeldungen geladen.', await this.trials.exportPerson(query.email));
  }

  /** Deletes a visitor's bookings on their request (GDPR Art. 17); user admins. */
  @Delete('trials/person')
  @RequirePermission(Permission.UsersManage)
  @ApiWrite()
  @ApiEnvelope(null)
  async erasePerson(@Query() query: TrialPersonQueryDto): Promise<Envelope> {
    const n = await this.trials.erasePerson(query.email);
    return ok(n === 1 ? '1 Anmeldung wurde gelöscht.' : `${n} Anmeldungen wurden gelöscht.`);
  }

  @Delete('trial/:id')
  @RequirePermission(Permission.TrialsManage)
  @ApiWrite()
  @ApiEnvelope(null)
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
  ): Promise<Envelope> {
    await this.trials.cancelByTrainer(user, id);
    return ok('Die Anmeldung wurde abgesagt.');
  }
}

import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, RequirePermission } from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import type { AuthUser } from '@/auth/auth-user';
import { ApiEnvelope, ErrorEnvelopeDto } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { IfMatch } from '@/common/if-match.decorator';
import { NoQuery, type NoQueryParams } from '@/common/no-query';
import { uuidParam } from '@/common/uuid-param';
import {
  CheckInDto,
  CreateLateRegistrationDto,
  RegistrationDto,
  RegistrationMessageDto,
  RegistrationOfferDto,
  RegistrationPersonDto,
  RegistrationTargetQueryDto,
  SaveRegistrationOfferDto,
} from '@/registrations/dto/registrations.dto';
import { RegistrationsService } from '@/registrations/registrations.service';
import { TrialPersonQueryDto } from '@/trials/dto/trials.dto';

/** The organiser's side of registrations: the target's manager decides (workshop team, club). */
@ApiTags('registrations')
@ApiBearerAuth()
@Controller('api')
export class RegistrationsAdminController {
  constructor(private readonly registrations: RegistrationsService) {}

  @Get('registration-offers')
  @RequirePermission(Permission.RegistrationsManage)
  @ApiEnvelope(RegistrationOfferDto, { isArray: true })
  async offers(
    @CurrentUser() user: AuthUser,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<RegistrationOfferDto[]>> {
    const offers = await this.registrations.offers(user);
    return ok(
      offers.length ? 'Anmeldungen geladen.' : 'Noch keine Anmeldung eingerichtet.',
      offers,
    );
  }

  @Get('registration-offer')
  @RequirePermission(Permission.RegistrationsManage)
  @ApiEnvelope(RegistrationOfferDto)
  async offer(
    @CurrentUser() user: AuthUser,
    @Query() query: RegistrationTargetQueryDto,
  ): Promise<Envelope<RegistrationOfferDto>> {
    return ok('Anmeldung geladen.', await this.registrations.offer(user, query.kind, query.target));
  }

  /** Opens, closes or changes a registration (If-Match: "0" the first time). */
  @Put('registration-offer')
  @HttpCode(200)
  @RequirePermission(Permission.RegistrationsManage)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(RegistrationOfferDto)
  async saveOffer(
    @CurrentUser() user: AuthUser,
    @Body() body: SaveRegistrationOfferDto,
    @IfMatch() version: number,
  ): Promise<Envelope<RegistrationOfferDto>> {
    return ok(
      'Die Anmeldung wurde gespeichert.',
      await this.registrations.saveOffer(user, body, version),
    );
  }

  @Get('registrations')
  @RequirePermission(Permission.RegistrationsManage)
  @ApiEnvelope(RegistrationDto, { isArray: true })
  async list(
    @CurrentUser() user: AuthUser,
    @Query() query: RegistrationTargetQueryDto,
  ): Promise<Envelope<RegistrationDto[]>> {
    return ok(
      'Anmeldungen geladen.',
      await this.registrations.list(user, query.kind, query.target),
    );
  }

  /** The list as CSV: the fun run's by track and start number, for the race office. */
  @Get('registrations/csv')
  @RequirePermission(Permission.RegistrationsManage)
  @ApiProduces('text/csv')
  @ApiResponse({ status: 200, description: 'anmeldungen.csv (attachment)' })
  @ApiResponse({ status: 'default', type: ErrorEnvelopeDto })
  async csv(
    @CurrentUser() user: AuthUser,
    @Query() query: RegistrationTargetQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const csv = await this.registrations.csv(user, query.kind, query.target);
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="anmeldungen-${query.kind}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  }

  @Put('registrations/check-in')
  @HttpCode(200)
  @RequirePermission(Permission.RegistrationsManage)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(RegistrationDto)
  async checkIn(
    @CurrentUser() user: AuthUser,
    @Body() body: CheckInDto,
    @IfMatch() version: number,
  ): Promise<Envelope<RegistrationDto>> {
    const row = await this.registrations.checkIn(user, body._id, body.checked_in, version);
    return ok(body.checked_in ? 'Eingecheckt.' : 'Check-in zurückgenommen.', row);
  }

  @Post('registrations/message')
  @HttpCode(200)
  @RequirePermission(Permission.RegistrationsManage)
  @ApiWrite()
  @ApiEnvelope(null)
  async message(
    @CurrentUser() user: AuthUser,
    @Body() body: RegistrationMessageDto,
  ): Promise<Envelope> {
    const n = await this.registrations.message(user, body);
    return ok(n === 1 ? 'Die Nachricht ging an 1 Person.' : `Die Nachricht ging an ${n} Personen.`);
  }

  /** A late registration on site (the fun run's late-registration hours only). */
  @Post('registrations/late')
  @RequirePermission(Permission.RegistrationsManage)
  @ApiWrite()
  @ApiEnvelope(RegistrationDto, { status: 201 })
  async late(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateLateRegistrationDto,
  ): Promise<Envelope<RegistrationDto>> {
    const row = await this.registrations.late(user, body);
    return ok(`Nachgemeldet mit Startnummer ${row.bib}.`, row);
  }

  /** A person's registrations, for their request to the club (GDPR Art. 15); user admins. */
  @Get('registrations/person')
  @RequirePermission(Permission.UsersManage)
  @ApiEnvelope(RegistrationPersonDto, { isArray: true })
  async exportPerson(
    @Query() query: TrialPersonQueryDto,
  ): Promise<Envelope<RegistrationPersonDto[]>> {
    return ok('Anmeldungen geladen.', await this.registrations.exportPerson(query.email));
  }

  /** Deletes a person's registrations on their request (GDPR Art. 17); user admins. */
  @Delete('registrations/person')
  @RequirePermission(Permission.UsersManage)
  @ApiWrite()
  @ApiEnvelope(null)
  async erasePerson(@Query() query: TrialPersonQueryDto): Promise<Envelope> {
    const n = await this.registrations.erasePerson(query.email);
    return ok(n === 1 ? '1 Anmeldung wurde gelöscht.' : `${n} Anmeldungen wurden gelöscht.`);
  }

  /** The organiser takes a registration back; the person is told. */
  @Delete('registration/:id')
  @RequirePermission(Permission.RegistrationsManage)
  @ApiWrite()
  @ApiEnvelope(null)
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
  ): Promise<Envelope> {
    await this.registrations.cancelByOrganiser(user, id);
    return ok('Die Anmeldung wurde abgesagt.');
  }
}

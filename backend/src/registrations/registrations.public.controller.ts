import { Body, Controller, Get, HttpCode, Ip, Param, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { NoQuery, type NoQueryParams } from '@/common/no-query';
import { PublicCache } from '@/common/public-cache';
import { LimitPublicWrite } from '@/common/rate-limit';
import { uuidParam } from '@/common/uuid-param';
import {
  CreateRegistrationDto,
  PublicRegistrationDto,
  PublicRegistrationOfferDto,
  RegistrationTokenDto,
} from '@/registrations/dto/registrations.dto';
import {
  PUBLIC_REGISTRATIONS_LIST_KEY,
  PUBLIC_REGISTRATIONS_PREFIX,
  RegistrationsService,
} from '@/registrations/registrations.service';

/** Registrations as visitors make them (double opt-in; the links of the mails carry tokens). */
@ApiTags('public')
@Controller('public')
export class RegistrationsPublicController {
  constructor(
    private readonly registrations: RegistrationsService,
    private readonly cache: PublicCache,
  ) {}

  /** Every workshop and fun run that has a registration, with its state now. */
  @Get('registrations')
  @Public()
  @ApiEnvelope(PublicRegistrationOfferDto, { isArray: true })
  async offers(
    @NoQuery() _query: NoQueryParams,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.cache.send(req, reply, PUBLIC_REGISTRATIONS_LIST_KEY, () =>
      this.registrations.publicOffers(),
    );
  }

  @Get('registrations/:id')
  @Public()
  @ApiEnvelope(PublicRegistrationOfferDto)
  async offer(
    @Param('id', uuidParam) id: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.cache.send(req, reply, `${PUBLIC_REGISTRATIONS_PREFIX}${id}`, () =>
      this.registrations.publicOffer(id),
    );
  }

  /** The same answer whether the address is new, unconfirmed, registered or capped. */
  @Post('registrations')
  @HttpCode(202)
  @Public()
  @LimitPublicWrite()
  @ApiWrite()
  @ApiEnvelope(null, { status: 202 })
  async register(@Body() body: CreateRegistrationDto, @Ip() ip: string): Promise<Envelope> {
    await this.registrations.register(body, ip);
    return ok('Fast geschafft: bitte bestätige deine Anmeldung über den Link in der E-Mail.');
  }

  @Post('registrations/confirm')
  @HttpCode(200)
  @Public()
  @LimitPublicWrite()
  @ApiWrite()
  @ApiEnvelope(PublicRegistrationDto)
  async confirm(@Body() body: RegistrationTokenDto): Promise<Envelope<PublicRegistrationDto>> {
    const registration = await this.registrations.confirm(body.token);
    return ok(
      registration.status === 'confirmed'
        ? 'Du bist angemeldet.'
        : 'Alle Plätze sind vergeben: du stehst auf der Warteliste.',
      registration,
    );
  }

  /** The registration behind the link of a mail (POST: the token stays out of logs and caches). */
  @Post('registrations/view')
  @HttpCode(200)
  @Public()
  @LimitPublicWrite()
  @ApiWrite()
  @ApiEnvelope(PublicRegistrationDto)
  async view(@Body() body: RegistrationTokenDto): Promise<Envelope<PublicRegistrationDto>> {
    return ok('Anmeldung geladen.', await this.registrations.view(body.token));
  }

  @Post('registrations/cancel')
  @HttpCode(200)
  @Public()
  @LimitPublicWrite()
  @ApiWrite()
  @ApiEnvelope(PublicRegistrationDto)
  async cancel(@Body() body: RegistrationTokenDto): Promise<Envelope<PublicRegistrationDto>> {
    return ok(
      'Deine Anmeldung ist abgesagt.',
      await this.registrations.cancelByVisitor(body.token),
    );
  }

  /** Cancels the registration and deletes its data at once (the link of the mail). */
  @Post('registrations/erase')
  @HttpCode(200)
  @Public()
  @LimitPublicWrite()
  @ApiWrite()
  @ApiEnvelope(null)
  async erase(@Body() body: RegistrationTokenDto): Promise<Envelope> {
    await this.registrations.eraseByVisitor(body.token);
    return ok('Deine Anmeldung und deine Daten sind gelöscht.');
  }
}

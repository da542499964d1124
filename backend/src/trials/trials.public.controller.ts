import { Body, Controller, Get, HttpCode, Ip, Param, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { PublicCache } from '@/common/public-cache';
import { LimitPublicWrite } from '@/common/rate-limit';
import { uuidParam } from '@/common/uuid-param';
import {
  CreateTrialBookingDto,
  PublicTrialBookingDto,
  TrialTokenDto,
  TrialTrainingDto,
} from '@/trials/dto/trials.dto';
import { PUBLIC_TRIALS_PREFIX, TrialsService } from '@/trials/trials.service';

/** Trial trainings as visitors book them (double opt-in; the links of the mails carry tokens). */
@ApiTags('public')
@Controller('public')
export class TrialsPublicController {
  constructor(
    private readonly trials: TrialsService,
    private readonly cache: PublicCache,
  ) {}

  /** The course's trainings of the next four weeks with their free trial places. */
  @Get('trials/:course')
  @Public()
  @ApiEnvelope(TrialTrainingDto, { isArray: true })
  async trainings(
    @Param('course', uuidParam) course: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.cache.send(req, reply, `${PUBLIC_TRIALS_PREFIX}${course}`, () =>
      this.trials.trainings(course),
    );
  }

  /** The same answer whether the address is new, unconfirmed, booked or capped (a mail tells it). */
  @Post('trials')
  @HttpCode(202)
  @Public()
  @LimitPublicWrite()
  @ApiWrite()
  @ApiEnvelope(null, { status: 202 })
  async book(@Body() body: CreateTrialBookingDto, @Ip() ip: string): Promise<Envelope> {
    await this.trials.book(body, ip);
    return ok('Fast geschafft: bitte bestätige deine Anmeldung über den Link in der E-Mail.');
  }

  @Post('trials/confirm')
  @HttpCode(200)
  @Public()
  @LimitPublicWrite()
  @ApiWrite()
  @ApiEnvelope(PublicTrialBookingDto)
  async confirm(@Body() body: TrialTokenDto): Promise<Envelope<PublicTrialBookingDto>> {
    const booking = await this.trials.confirm(body.token);
    return ok(
      booking.status === 'confirmed'
        ? 'Dein Probetraining ist gebucht.'
        : 'Das Training ist ausgebucht: du stehst auf der Warteliste.',
      booking,
    );
  }

  /** The booking behind the link of a mail (POST: the token stays out of logs and caches). */
  @Post('trials/view')
  @HttpCode(200)
  @Public()
  @LimitPublicWrite()
  @ApiWrite()
  @ApiEnvelope(PublicTrialBookingDto)
  async view(@Body() body: TrialTokenDto): Promise<Envelope<PublicTrialBookingDto>> {
    return ok('Anmeldung geladen.', await this.trials.view(body.token));
  }

  /** Cancels the booking and deletes its data at once (the link of the mail). */
  @Post('trials/erase')
  @HttpCode(200)
  @Public()
  @LimitPublicWrite()
  @ApiWrite()
  @ApiEnvelope(null)
  async erase(@Body() body: TrialTokenDto): Promise<Envelope> {
    await this.trials.eraseByVisitor(body.token);
    return ok('Deine Anmeldung und deine Daten sind gelöscht.');
  }

  @Post('trials/cancel')
  @HttpCode(200)
  @Public()
  @LimitPublicWrite()
  @ApiWrite()
  @ApiEnvelope(PublicTrialBookingDto)
  async cancel(@Body() body: TrialTokenDto): Promise<Envelope<PublicTrialBookingDto>> {
    return ok('Deine Anmeldung ist abgesagt.', await this.trials.cancelByVisitor(body.token));
  }
}

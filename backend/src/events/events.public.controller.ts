import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { AppError } from '@/common/app-error';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { PublicCache } from '@/common/public-cache';
import { EventsService, PUBLIC_EVENTS_LIST_KEY, publicEventKey } from '@/events/events.service';
import { EventDto } from '@/events/dto/event.dto';

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

@ApiTags('public')
@Controller('public')
export class EventsPublicController {
  constructor(
    private readonly events: EventsService,
    private readonly cache: PublicCache,
  ) {}

  /** The club's coming events (cancelled ones too), soonest first; cached until the next change. */
  @Get('events')
  @Public()
  @ApiEnvelope(EventDto, { isArray: true })
  async list(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(req, reply, PUBLIC_EVENTS_LIST_KEY, () => this.events.publicList());
  }

  /** One public event by its address, past ones too. */
  @Get('event/:slug')
  @Public()
  @ApiEnvelope(EventDto)
  async one(
    @Param('slug') slug: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // Only a slug's own spelling becomes a cache key (DESIGN 6c: canonical keys).
    if (!SLUG.test(slug)) throw AppError.notFound('Der Termin wurde nicht gefunden.');
    await this.cache.send(req, reply, publicEventKey(slug), () => this.events.publicBySlug(slug));
  }
}

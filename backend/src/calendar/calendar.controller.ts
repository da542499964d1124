import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { PublicCache, type TextAnswer } from '@/common/public-cache';
import { uuidParam } from '@/common/uuid-param';
import { CALENDAR_CLUB_KEY, CALENDAR_DATES_KEY, calendarKey } from '@/calendar/calendar-cache';
import { CalendarService } from '@/calendar/calendar.service';

const ICS = 'text/calendar; charset=utf-8';

/**
 * The calendar feeds (`.ics`, RFC 5545) from the byte cache (strong ETag, 304, gzip), like the
 * RSS feeds. Not in the OpenAPI document: calendar apps read them, not the frontend's client
 * (docs/api.md, "Calendar feeds"). A malformed or unknown id is the usual 404 envelope.
 */
@ApiExcludeController()
@Controller('calendar')
export class CalendarPublicController {
  constructor(
    private readonly calendar: CalendarService,
    private readonly cache: PublicCache,
  ) {}

  @Get('club.ics')
  @Public()
  async club(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.send(req, reply, CALENDAR_CLUB_KEY, () => this.calendar.club());
  }

  /** The club's dates without the weekly trainings (the Termine page subscribes to it). */
  @Get('termine.ics')
  @Public()
  async dates(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.send(req, reply, CALENDAR_DATES_KEY, () => this.calendar.dates());
  }

  @Get('course/:id.ics')
  @Public()
  async course(
    @Param('id', uuidParam) id: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.send(req, reply, calendarKey('course', id), () => this.calendar.course(id));
  }

  @Get('workshop/:id.ics')
  @Public()
  async workshop(
    @Param('id', uuidParam) id: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.send(req, reply, calendarKey('workshop', id), () => this.calendar.workshop(id));
  }

  @Get('department/:id.ics')
  @Public()
  async department(
    @Param('id', uuidParam) id: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.send(req, reply, calendarKey('department', id), () => this.calendar.department(id));
  }

  @Get('venue/:id.ics')
  @Public()
  async venue(
    @Param('id', uuidParam) id: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.send(req, reply, calendarKey('venue', id), () => this.calendar.venue(id));
  }

  private send(
    req: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<TextAnswer>,
  ): Promise<void> {
    return this.cache.send(req, reply, key, load, { contentType: ICS });
  }
}

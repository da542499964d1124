import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, RequirePermission } from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import type { AuthUser } from '@/auth/auth-user';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { IfMatch } from '@/common/if-match.decorator';
import { NoQuery, type NoQueryParams } from '@/common/no-query';
import { uuidParam } from '@/common/uuid-param';
import { EventsService } from '@/events/events.service';
import { CreateEventDto, EventStaffDto, UpdateEventDto } from '@/events/dto/event.dto';

/** The club's own dates, edited by admin and owner and by department staff for their department. */
@ApiTags('events')
@ApiBearerAuth()
@Controller('api')
export class EventsAdminController {
  constructor(private readonly events: EventsService) {}

  @Get('events')
  @RequirePermission(Permission.EventsManage)
  @ApiEnvelope(EventStaffDto, { isArray: true })
  async list(
    @CurrentUser() user: AuthUser,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<EventStaffDto[]>> {
    const rows = await this.events.list(user);
    return ok(rows.length ? `${rows.length} Termine geladen.` : 'Noch keine Termine.', rows);
  }

  @Post('events')
  @RequirePermission(Permission.EventsManage)
  @ApiWrite()
  @ApiEnvelope(EventStaffDto, { status: 201 })
  async create(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateEventDto,
  ): Promise<Envelope<EventStaffDto>> {
    return ok('Der Termin wurde angelegt.', await this.events.create(user, body));
  }

  @Put('events')
  @RequirePermission(Permission.EventsManage)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(EventStaffDto)
  async update(
    @CurrentUser() user: AuthUser,
    @Body() body: UpdateEventDto,
    @IfMatch() version: number,
  ): Promise<Envelope<EventStaffDto>> {
    const { _id, ...fields } = body;
    return ok(
      'Der Termin wurde gespeichert.',
      await this.events.update(user, _id, fields, version),
    );
  }

  @Delete('events/:id')
  @RequirePermission(Permission.EventsManage)
  @ApiWrite()
  @ApiEnvelope(null)
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
  ): Promise<Envelope> {
    await this.events.remove(user, id);
    return ok('Der Termin wurde gelöscht.');
  }
}

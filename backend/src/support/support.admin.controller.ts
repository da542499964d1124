import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { IfMatch } from '@/common/if-match.decorator';
import { uuidParam } from '@/common/uuid-param';
import { SupportService } from '@/support/support.service';
import {
  MarkDoneDto,
  SupportListQueryDto,
  SupportPageDto,
  SupportRequestDto,
} from '@/support/dto/support.dto';

@ApiTags('support')
@ApiBearerAuth()
@Controller('api')
export class SupportAdminController {
  constructor(private readonly support: SupportService) {}

  /** The inbox, newest first. */
  @Get('support')
  @RequirePermission(Permission.SupportManage)
  @ApiEnvelope(SupportPageDto)
  async list(@Query() query: SupportListQueryDto): Promise<Envelope<SupportPageDto>> {
    const page = await this.support.list(query.status ?? 'all', query.page ?? 1, query.limit ?? 20);
    return ok(page.total ? 'Nachrichten geladen.' : 'Keine Nachrichten im Postfach.', page);
  }

  /** Notes that staff opened the message (unread -> read); reading it again changes nothing. */
  @Post('support/read/:id')
  @HttpCode(200)
  @RequirePermission(Permission.SupportManage)
  @ApiEnvelope(SupportRequestDto)
  async markRead(@Param('id', uuidParam) id: string): Promise<Envelope<SupportRequestDto>> {
    return ok('Die Nachricht ist gelesen.', await this.support.markRead(id));
  }

  /** Marks a message done (or open again); `done` is explicit so a replay cannot flip it back. */
  @Post('support/done/:id')
  @HttpCode(200)
  @RequirePermission(Permission.SupportManage)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(SupportRequestDto)
  async setDone(
    @Param('id', uuidParam) id: string,
    @Body() body: MarkDoneDto,
    @IfMatch() version: number,
  ): Promise<Envelope<SupportRequestDto>> {
    const row = await this.support.setDone(id, body.done, version);
    return ok(row.done ? 'Die Nachricht ist erledigt.' : 'Die Nachricht ist wieder offen.', row);
  }

  @Delete('support/:id')
  @RequirePermission(Permission.SupportManage)
  @ApiWrite()
  @ApiEnvelope(null)
  async remove(@Param('id', uuidParam) id: string): Promise<Envelope> {
    await this.support.remove(id);
    return ok('Die Nachricht wurde gelöscht.');
  }
}

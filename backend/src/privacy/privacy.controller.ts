import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '@/auth/auth-user';
import {
  CurrentUser,
  RequirePermission,
  type AuthedRequest,
} from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import { ErrorEnvelopeDto } from '@/common/api-envelope.decorator';
import { uuidParam } from '@/common/uuid-param';
import { NoQuery, type NoQueryParams } from '@/common/no-query';
import { PrivacyService, type ExportFile } from '@/privacy/privacy.service';

/** Sends an export as a JSON file that no cache may keep. */
async function sendFile(reply: FastifyReply, file: ExportFile): Promise<void> {
  await reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.json);
}

@ApiTags('privacy')
@ApiBearerAuth()
@Controller('api')
export class PrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  /** The caller's own data (profile, sessions, audit entries, content, messages) as a file. */
  @Get('user/export')
  @RequirePermission(Permission.Session)
  @ApiProduces('application/json')
  @ApiResponse({ status: 200, description: 'meine-daten_YYYY-MM-DD.json (attachment)' })
  @ApiResponse({ status: 'default', type: ErrorEnvelopeDto })
  async exportOwn(
    @NoQuery() _query: NoQueryParams,
    @CurrentUser() user: AuthUser,
    @Req() req: AuthedRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendFile(reply, await this.privacy.exportOwn(user, req.ip));
  }

  /** Any account's data, for the user admins (an admin cannot export an owner's). */
  @Get('users/:id/export')
  @RequirePermission(Permission.UsersManage)
  @ApiProduces('application/json')
  @ApiResponse({ status: 200, description: 'nutzerdaten_<id>_YYYY-MM-DD.json (attachment)' })
  @ApiResponse({ status: 'default', type: ErrorEnvelopeDto })
  async exportFor(
    @Param('id', uuidParam) id: string,
    @NoQuery() _query: NoQueryParams,
    @CurrentUser() user: AuthUser,
    @Req() req: AuthedRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendFile(reply, await this.privacy.exportFor(id, { user, ip: req.ip }));
  }
}

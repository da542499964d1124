import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '@/auth/auth-user';
import { CurrentUser, RequirePermission } from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import { ErrorEnvelopeDto } from '@/common/api-envelope.decorator';
import { BackupService } from '@/backup/backup.service';
import { NoQuery, type NoQueryParams } from '@/common/no-query';

@ApiTags('backup')
@ApiBearerAuth()
@Controller('api')
export class BackupAdminController {
  constructor(private readonly backup: BackupService) {}

  /** The whole club as backup_YYYY_MM_DD.zip (tables as JSON, uploaded files), streamed. */
  @Get('backup')
  @RequirePermission(Permission.BackupDownload)
  @ApiProduces('application/zip')
  @ApiResponse({ status: 200, description: 'backup_YYYY_MM_DD.zip (attachment)' })
  @ApiResponse({ status: 'default', type: ErrorEnvelopeDto })
  async download(
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
    @CurrentUser() user: AuthUser,
    @NoQuery() _query: NoQueryParams,
  ): Promise<void> {
    const { fileName, stream } = await this.backup.open(user, req.ip);
    await reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  }
}

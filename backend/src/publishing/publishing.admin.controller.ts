import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { PublishingService } from '@/publishing/publishing.service';
import { PublishRequestListDto } from '@/publishing/publish-request.dto';
import { NoQuery, type NoQueryParams } from '@/common/no-query';

@ApiTags('publishing')
@ApiBearerAuth()
@Controller('api')
export class PublishingAdminController {
  constructor(private readonly publishing: PublishingService) {}

  @Get('publishrequests')
  @RequirePermission(Permission.PublishRequestsRead)
  @ApiEnvelope(PublishRequestListDto)
  async pending(@NoQuery() _query: NoQueryParams): Promise<Envelope<PublishRequestListDto>> {
    const data = await this.publishing.pending();
    const count = data.courses.length + data.workshops.length;
    return ok(count ? `${count} offene Anfrage(n).` : 'Keine offenen Anfragen.', data);
  }
}

import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { AuditService } from '@/audit/audit.service';
import { mapAuditEntry } from '@/audit/audit.mapper';
import { AuditPageDto, AuditQueryDto } from '@/audit/dto/audit.dto';

@ApiTags('audit')
@ApiBearerAuth()
@Controller('api')
export class AuditAdminController {
  constructor(private readonly audit: AuditService) {}

  /** The audit log, newest first, narrowed by person, action and time. */
  @Get('audit')
  @RequirePermission(Permission.AuditRead)
  @ApiEnvelope(AuditPageDto)
  async list(@Query() query: AuditQueryDto): Promise<Envelope<AuditPageDto>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? 50;
    const { items, total } = await this.audit.page(query, limit, (page - 1) * limit);
    return ok('Protokoll geladen.', { items: items.map(mapAuditEntry), total, page, limit });
  }
}

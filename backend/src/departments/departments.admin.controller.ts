import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, RequirePermission } from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import type { AuthUser } from '@/auth/auth-user';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { DepartmentRefDto } from '@/common/dto/ref.dto';
import { ok, type Envelope } from '@/common/envelope';
import { DepartmentsService } from '@/departments/departments.service';

@ApiTags('departments')
@ApiBearerAuth()
@Controller('api')
export class DepartmentsAdminController {
  constructor(private readonly departments: DepartmentsService) {}

  @Get('departments')
  @RequirePermission(Permission.DepartmentsRead)
  @ApiEnvelope(DepartmentRefDto, { isArray: true })
  async list(@CurrentUser() user: AuthUser): Promise<Envelope<DepartmentRefDto[]>> {
    return ok('Abteilungen geladen.', await this.departments.list(user));
  }
}

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
import { FunrunsService } from '@/funruns/funruns.service';
import { CreateFunrunDto, FunrunStaffDto, UpdateFunrunDto } from '@/funruns/dto/funrun.dto';

/** The fun run year by year, edited by whom the club's own facts are (club:manage). */
@ApiTags('funruns')
@ApiBearerAuth()
@Controller('api')
export class FunrunsAdminController {
  constructor(private readonly funruns: FunrunsService) {}

  @Get('funruns')
  @RequirePermission(Permission.ClubManage)
  @ApiEnvelope(FunrunStaffDto, { isArray: true })
  async list(@NoQuery() _query: NoQueryParams): Promise<Envelope<FunrunStaffDto[]>> {
    const rows = await this.funruns.list();
    return ok(rows.length ? 'Volksläufe geladen.' : 'Noch kein Volkslauf eingetragen.', rows);
  }

  @Post('funruns')
  @RequirePermission(Permission.ClubManage)
  @ApiWrite()
  @ApiEnvelope(FunrunStaffDto, { status: 201 })
  async create(@Body() body: CreateFunrunDto): Promise<Envelope<FunrunStaffDto>> {
    const run = await this.funruns.create(body);
    return ok(`Der Volkslauf ${run.year} wurde angelegt.`, run);
  }

  @Put('funruns')
  @RequirePermission(Permission.ClubManage)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(FunrunStaffDto)
  async update(
    @Body() body: UpdateFunrunDto,
    @IfMatch() version: number,
  ): Promise<Envelope<FunrunStaffDto>> {
    const { _id, ...fields } = body;
    const run = await this.funruns.update(_id, fields, version);
    return ok(`Der Volkslauf ${run.year} wurde gespeichert.`, run);
  }

  @Delete('funruns/:id')
  @RequirePermission(Permission.ClubManage)
  @ApiWrite()
  @ApiEnvelope(null)
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
  ): Promise<Envelope> {
    await this.funruns.remove(user, id);
    return ok('Der Volkslauf wurde gelöscht.');
  }
}

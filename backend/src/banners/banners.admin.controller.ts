import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, RequirePermission } from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import type { AuthUser } from '@/auth/auth-user';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { IfMatch } from '@/common/if-match.decorator';
import { uuidParam } from '@/common/uuid-param';
import { BannersService } from '@/banners/banners.service';
import { BannerDto, CreateBannerDto, UpdateBannerDto } from '@/banners/dto/banner.dto';
import { NoQuery, type NoQueryParams } from '@/common/no-query';

@ApiTags('banners')
@ApiBearerAuth()
@Controller('api')
export class BannersAdminController {
  constructor(private readonly banners: BannersService) {}

  @Get('banners')
  @RequirePermission(Permission.BannersManage)
  @ApiEnvelope(BannerDto, { isArray: true })
  async list(@NoQuery() _query: NoQueryParams): Promise<Envelope<BannerDto[]>> {
    const rows = await this.banners.list();
    return ok(rows.length ? 'Hinweise geladen.' : 'Noch keine Hinweise vorhanden.', rows);
  }

  @Post('banners')
  @RequirePermission(Permission.BannersManage)
  @ApiWrite()
  @ApiEnvelope(BannerDto, { status: 201 })
  async create(@Body() body: CreateBannerDto): Promise<Envelope<BannerDto>> {
    return ok('Der Hinweis wurde angelegt.', await this.banners.create(body));
  }

  @Put('banners')
  @RequirePermission(Permission.BannersManage)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(BannerDto)
  async update(
    @Body() body: UpdateBannerDto,
    @IfMatch() version: number,
  ): Promise<Envelope<BannerDto>> {
    const { _id, ...fields } = body;
    return ok('Der Hinweis wurde gespeichert.', await this.banners.update(_id, fields, version));
  }

  @Delete('banners/:id')
  @RequirePermission(Permission.BannersManage)
  @ApiWrite()
  @ApiEnvelope(null)
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
  ): Promise<Envelope> {
    await this.banners.remove(user, id);
    return ok('Der Hinweis wurde gelöscht.');
  }
}

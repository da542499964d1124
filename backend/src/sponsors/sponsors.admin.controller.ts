import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, RequirePermission } from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import type { AuthUser } from '@/auth/auth-user';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { IfMatch } from '@/common/if-match.decorator';
import { uuidParam } from '@/common/uuid-param';
import { ApiImageUpload } from '@/files/api-image-upload.decorator';
import { SponsorsService } from '@/sponsors/sponsors.service';
import { CreateSponsorDto, SponsorDto, UpdateSponsorDto } from '@/sponsors/dto/sponsor.dto';
import { NoQuery, type NoQueryParams } from '@/common/no-query';

@ApiTags('sponsors')
@ApiBearerAuth()
@Controller('api')
export class SponsorsAdminController {
  constructor(private readonly sponsors: SponsorsService) {}

  @Get('sponsors')
  @RequirePermission(Permission.SponsorsManage)
  @ApiEnvelope(SponsorDto, { isArray: true })
  async list(@NoQuery() _query: NoQueryParams): Promise<Envelope<SponsorDto[]>> {
    const rows = await this.sponsors.list();
    return ok(rows.length ? 'Sponsoren geladen.' : 'Noch keine Sponsoren vorhanden.', rows);
  }

  @Post('sponsors')
  @RequirePermission(Permission.SponsorsManage)
  @ApiWrite()
  @ApiEnvelope(SponsorDto, { status: 201 })
  async create(@Body() body: CreateSponsorDto): Promise<Envelope<SponsorDto>> {
    return ok('Der Sponsor wurde angelegt.', await this.sponsors.create(body));
  }

  @Put('sponsors')
  @RequirePermission(Permission.SponsorsManage)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(SponsorDto)
  async update(
    @Body() body: UpdateSponsorDto,
    @IfMatch() version: number,
  ): Promise<Envelope<SponsorDto>> {
    const { _id, ...fields } = body;
    return ok('Der Sponsor wurde gespeichert.', await this.sponsors.update(_id, fields, version));
  }

  @Delete('sponsor/:id')
  @RequirePermission(Permission.SponsorsManage)
  @ApiWrite()
  @ApiEnvelope(null)
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
  ): Promise<Envelope> {
    await this.sponsors.remove(user, id);
    return ok('Der Sponsor wurde gelöscht.');
  }

  /** Multipart with one JPEG or PNG file part; replaces (and deletes) the previous logo. */
  @Post('sponsor/uploadImage/:id')
  @HttpCode(200)
  @RequirePermission(Permission.SponsorsManage)
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiImageUpload()
  @ApiWrite()
  @ApiEnvelope(SponsorDto)
  async uploadImage(
    @Param('id', uuidParam) id: string,
    @Req() request: FastifyRequest,
  ): Promise<Envelope<SponsorDto>> {
    return ok(
      'Das Logo des Sponsors wurde gespeichert.',
      await this.sponsors.uploadImage(id, request),
    );
  }
}

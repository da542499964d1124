import { Body, Controller, Delete, Get, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, Public, RequirePermission } from '@/auth/decorators/access.decorators';
import type { AuthUser } from '@/auth/auth-user';
import { Permission } from '@/auth/permissions';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { IfMatch } from '@/common/if-match.decorator';
import { NoQuery, type NoQueryParams } from '@/common/no-query';
import { PublicCache } from '@/common/public-cache';
import { ApiImageUpload } from '@/files/api-image-upload.decorator';
import { ClubService, PUBLIC_CLUB_KEY } from '@/club/club.service';
import { ClubSettingsDto, PublicClubDto, UpdateClubDto } from '@/club/dto/club.dto';

@ApiTags('public')
@Controller('public')
export class ClubPublicController {
  constructor(
    private readonly club: ClubService,
    private readonly cache: PublicCache,
  ) {}

  /** The club's name and facts, which every page shows; cached until the club changes them. */
  @Get('club')
  @Public()
  @ApiEnvelope(PublicClubDto)
  async get(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(req, reply, PUBLIC_CLUB_KEY, () => this.club.publicClub());
  }
}

@ApiTags('club')
@ApiBearerAuth()
@Controller('api')
export class ClubAdminController {
  constructor(private readonly club: ClubService) {}

  @Get('club')
  @RequirePermission(Permission.ClubManage)
  @ApiEnvelope(ClubSettingsDto)
  async get(@NoQuery() _query: NoQueryParams): Promise<Envelope<ClubSettingsDto>> {
    return ok('Vereinsdaten geladen.', await this.club.settings());
  }

  /** Multipart with one JPEG or PNG file part; replaces (and deletes) the previous logo. */
  @Post('club/logo')
  @HttpCode(200)
  @RequirePermission(Permission.ClubManage)
  @ApiImageUpload()
  @ApiWrite()
  @ApiEnvelope(ClubSettingsDto)
  async uploadLogo(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<Envelope<ClubSettingsDto>> {
    return ok('Das Logo wurde gespeichert.', await this.club.uploadLogo(user, request));
  }

  @Delete('club/logo')
  @RequirePermission(Permission.ClubManage)
  @ApiWrite()
  @ApiEnvelope(ClubSettingsDto)
  async removeLogo(@CurrentUser() user: AuthUser): Promise<Envelope<ClubSettingsDto>> {
    return ok('Das Logo wurde entfernt.', await this.club.removeLogo(user));
  }

  @Put('club')
  @RequirePermission(Permission.ClubManage)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(ClubSettingsDto)
  async update(
    @CurrentUser() user: AuthUser,
    @Body() body: UpdateClubDto,
    @IfMatch() version: number,
  ): Promise<Envelope<ClubSettingsDto>> {
    return ok('Die Vereinsdaten wurden gespeichert.', await this.club.update(user, body, version));
  }
}

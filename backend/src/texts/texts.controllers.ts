import { Body, Controller, Get, Param, Put, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiTags } from '@nestjs/swagger';
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
import { PublicTextDto, TextDto, UpdateTextDto } from '@/texts/dto/text.dto';
import { TEXT_KEY_PARAM as KEY_PARAM, textKeyParam } from '@/texts/text-key.param';
import type { TextKey } from '@/texts/texts.catalog';
import { publicTextKey, TextsService } from '@/texts/texts.service';

@ApiTags('public')
@Controller('public')
export class TextsPublicController {
  constructor(
    private readonly texts: TextsService,
    private readonly cache: PublicCache,
  ) {}

  /** One of the club's texts; cached until the club saves it. */
  @Get('text/:key')
  @Public()
  @ApiParam(KEY_PARAM)
  @ApiEnvelope(PublicTextDto)
  async get(
    @Param('key', textKeyParam) key: TextKey,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.cache.send(req, reply, publicTextKey(key), () => this.texts.publicText(key));
  }
}

@ApiTags('texts')
@ApiBearerAuth()
@Controller('api')
export class TextsAdminController {
  constructor(private readonly texts: TextsService) {}

  @Get('texts')
  @RequirePermission(Permission.ClubManage)
  @ApiEnvelope(TextDto, { isArray: true })
  async list(@NoQuery() _query: NoQueryParams): Promise<Envelope<TextDto[]>> {
    return ok('Texte geladen.', await this.texts.list());
  }

  @Get('texts/:key')
  @RequirePermission(Permission.ClubManage)
  @ApiParam(KEY_PARAM)
  @ApiEnvelope(TextDto)
  async get(
    @Param('key', textKeyParam) key: TextKey,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<TextDto>> {
    return ok('Text geladen.', await this.texts.get(key));
  }

  /** If-Match "0" saves a text never saved before. Public at once; the save is a new revision. */
  @Put('texts/:key')
  @RequirePermission(Permission.ClubManage)
  @ApiParam(KEY_PARAM)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(TextDto)
  async update(
    @CurrentUser() user: AuthUser,
    @Param('key', textKeyParam) key: TextKey,
    @Body() body: UpdateTextDto,
    @IfMatch() version: number,
  ): Promise<Envelope<TextDto>> {
    return ok('Der Text wurde gespeichert.', await this.texts.update(user, key, body, version));
  }
}

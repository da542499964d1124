import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
} from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, RequirePermission } from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import type { AuthUser } from '@/auth/auth-user';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { IfMatch } from '@/common/if-match.decorator';
import { PageQueryDto } from '@/common/page-query.dto';
import { uuidParam } from '@/common/uuid-param';
import { ApiImageUpload } from '@/files/api-image-upload.decorator';
import { NewsService } from '@/news/news.service';
import { CreateNewsDto, NewsDto, NewsPageDto, UpdateNewsDto } from '@/news/dto/news.dto';

@ApiTags('news')
@ApiBearerAuth()
@Controller('api')
export class NewsAdminController {
  constructor(private readonly news: NewsService) {}

  @Get('news')
  @RequirePermission(Permission.NewsManage)
  @ApiEnvelope(NewsPageDto)
  async list(
    @CurrentUser() user: AuthUser,
    @Query() query: PageQueryDto,
  ): Promise<Envelope<NewsPageDto>> {
    const page = await this.news.list(user, query);
    return ok(page.total ? 'Neuigkeiten geladen.' : 'Noch keine Neuigkeiten vorhanden.', page);
  }

  @Post('news')
  @RequirePermission(Permission.NewsManage)
  @ApiWrite()
  @ApiEnvelope(NewsDto, { status: 201 })
  async create(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateNewsDto,
  ): Promise<Envelope<NewsDto>> {
    return ok('Die Neuigkeit wurde veröffentlicht.', await this.news.create(user, body));
  }

  /** The author, an admin or the owner; someone else's item answers 404. */
  @Put('news')
  @RequirePermission(Permission.NewsManage)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(NewsDto)
  async update(
    @CurrentUser() user: AuthUser,
    @Body() body: UpdateNewsDto,
    @IfMatch() version: number,
  ): Promise<Envelope<NewsDto>> {
    return ok('Die Neuigkeit wurde gespeichert.', await this.news.update(user, body, version));
  }

  /** Multipart with one JPEG or PNG file part; replaces (and deletes) the previous image. */
  @Post('news/uploadImage/:id')
  @HttpCode(200)
  @RequirePermission(Permission.NewsManage)
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiImageUpload()
  @ApiWrite()
  @ApiEnvelope(NewsDto)
  async uploadImage(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Req() request: FastifyRequest,
  ): Promise<Envelope<NewsDto>> {
    return ok(
      'Das Bild der Neuigkeit wurde gespeichert.',
      await this.news.uploadImage(user, id, request),
    );
  }

  @Delete('news')
  @RequirePermission(Permission.NewsManage)
  @ApiWrite()
  @ApiQuery({ name: 'id', format: 'uuid' })
  @ApiEnvelope(null)
  async remove(
    @CurrentUser() user: AuthUser,
    @Query('id', uuidParam) id: string,
  ): Promise<Envelope> {
    await this.news.remove(user, id);
    return ok('Die Neuigkeit wurde gelöscht.');
  }
}

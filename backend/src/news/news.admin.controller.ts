import { Body, Controller, Delete, Get, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentUser, RequirePermission } from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import type { AuthUser } from '@/auth/auth-user';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { PageQueryDto } from '@/common/page-query.dto';
import { uuidParam } from '@/common/uuid-param';
import { NewsService } from '@/news/news.service';
import { CreateNewsDto, NewsDto, NewsPageDto } from '@/news/dto/news.dto';

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

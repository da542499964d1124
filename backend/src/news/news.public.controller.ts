import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { PublicCache } from '@/common/public-cache';
import { NewsService } from '@/news/news.service';
import { PUBLIC_NEWS_KEY } from '@/news/news-cache';
import { PublicNewsDto } from '@/news/dto/news.dto';

@ApiTags('public')
@Controller('public')
export class NewsPublicController {
  constructor(
    private readonly news: NewsService,
    private readonly cache: PublicCache,
  ) {}

  /** The newest news, newest first; served from the byte cache with an ETag. */
  @Get('news')
  @Public()
  @ApiEnvelope(PublicNewsDto, { isArray: true })
  async list(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(req, reply, PUBLIC_NEWS_KEY, () => this.news.publicList());
  }
}

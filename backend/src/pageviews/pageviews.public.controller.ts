import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@/auth/decorators/access.decorators';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { LimitPublicWrite } from '@/common/rate-limit';
import { PageViewsService } from '@/pageviews/pageviews.service';
import { PageViewDto } from '@/pageviews/dto/page-view.dto';

@ApiTags('public')
@Controller('public')
export class PageViewsPublicController {
  constructor(private readonly views: PageViewsService) {}

  /** Counts a view of a page per day; stores nothing about the visitor. */
  @Post('pageview')
  @HttpCode(200)
  @Public()
  @LimitPublicWrite()
  @ApiEnvelope(null)
  async count(@Body() body: PageViewDto): Promise<Envelope> {
    await this.views.count(body.path);
    return ok('Aufruf gezählt.');
  }
}

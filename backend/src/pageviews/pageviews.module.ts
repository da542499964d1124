import { Module } from '@nestjs/common';
import { PageViewsPublicController } from '@/pageviews/pageviews.public.controller';
import { PageViewsRepository } from '@/pageviews/pageviews.repository';
import { PageViewsService } from '@/pageviews/pageviews.service';

@Module({
  controllers: [PageViewsPublicController],
  providers: [PageViewsRepository, PageViewsService],
})
export class PageViewsModule {}

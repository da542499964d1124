import { Module } from '@nestjs/common';
import { FilesModule } from '@/files/files.module';
import { NewsAdminController } from '@/news/news.admin.controller';
import { NewsPublicController } from '@/news/news.public.controller';
import { NewsRepository } from '@/news/news.repository';
import { NewsService } from '@/news/news.service';

@Module({
  imports: [FilesModule],
  controllers: [NewsAdminController, NewsPublicController],
  providers: [NewsRepository, NewsService],
})
export class NewsModule {}

import { Module } from '@nestjs/common';
import { FilesModule } from '@/files/files.module';
import { SeoPublicController } from '@/seo/seo.controller';
import { SeoRepository } from '@/seo/seo.repository';
import { SeoService } from '@/seo/seo.service';

/** GET /robots.txt, /sitemap.xml, /feed/blog.xml and /feed/news.xml. */
@Module({
  imports: [FilesModule],
  controllers: [SeoPublicController],
  providers: [SeoRepository, SeoService],
})
export class SeoModule {}

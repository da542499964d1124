import { Module } from '@nestjs/common';
import { FilesModule } from '@/files/files.module';
import { PostsAdminController } from '@/posts/posts.admin.controller';
import { PostsPageController } from '@/posts/posts.page.controller';
import { PostsPublicController } from '@/posts/posts.public.controller';
import { PostsRepository } from '@/posts/posts.repository';
import { PostsService } from '@/posts/posts.service';
import { LikeLimiter } from '@/posts/like-limiter';

@Module({
  imports: [FilesModule],
  controllers: [PostsAdminController, PostsPublicController, PostsPageController],
  providers: [PostsRepository, PostsService, LikeLimiter],
})
export class PostsModule {}

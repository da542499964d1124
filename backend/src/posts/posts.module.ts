import { Module } from '@nestjs/common';
import { FilesModule } from '@/files/files.module';
import { PostsAdminController } from '@/posts/posts.admin.controller';
import { PostsPublicController } from '@/posts/posts.public.controller';
import { PostsRepository } from '@/posts/posts.repository';
import { PostsService } from '@/posts/posts.service';

@Module({
  imports: [FilesModule],
  controllers: [PostsAdminController, PostsPublicController],
  providers: [PostsRepository, PostsService],
})
export class PostsModule {}

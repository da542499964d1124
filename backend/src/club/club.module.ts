import { Global, Module } from '@nestjs/common';
import { FilesModule } from '@/files/files.module';
import { ClubAdminController, ClubPublicController } from '@/club/club.controllers';
import { ClubSiteController } from '@/club/club-site.controller';
import { ClubRepository } from '@/club/club.repository';
import { ClubService } from '@/club/club.service';

/** Global: pages, feeds, calendars and mails all name the club (DESIGN section 6c). */
@Global()
@Module({
  imports: [FilesModule],
  controllers: [ClubPublicController, ClubAdminController, ClubSiteController],
  providers: [ClubRepository, ClubService],
  exports: [ClubService],
})
export class ClubModule {}

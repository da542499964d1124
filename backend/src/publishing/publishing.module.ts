import { Module } from '@nestjs/common';
import { PublishingRepository } from '@/publishing/publishing.repository';
import { PublishingService } from '@/publishing/publishing.service';
import { PublishingAdminController } from '@/publishing/publishing.admin.controller';

@Module({
  controllers: [PublishingAdminController],
  providers: [PublishingRepository, PublishingService],
  exports: [PublishingRepository],
})
export class PublishingModule {}

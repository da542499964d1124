import { Module } from '@nestjs/common';
import { PublishingRepository } from '@/publishing/publishing.repository';
import { PublishingService } from '@/publishing/publishing.service';
import { PublishWorkflow } from '@/publishing/publish-workflow';
import { PublishingAdminController } from '@/publishing/publishing.admin.controller';

@Module({
  controllers: [PublishingAdminController],
  providers: [PublishingRepository, PublishingService, PublishWorkflow],
  exports: [PublishingRepository, PublishWorkflow],
})
export class PublishingModule {}

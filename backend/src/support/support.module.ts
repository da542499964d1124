import { Module } from '@nestjs/common';
import { SupportAdminController } from '@/support/support.admin.controller';
import { SupportPageController } from '@/support/support.page.controller';
import { SupportPublicController } from '@/support/support.public.controller';
import { SupportJobs } from '@/support/support-jobs.service';
import { SupportRepository } from '@/support/support.repository';
import { SupportService } from '@/support/support.service';

@Module({
  controllers: [SupportAdminController, SupportPublicController, SupportPageController],
  providers: [SupportRepository, SupportService, SupportJobs],
})
export class SupportModule {}

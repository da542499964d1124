import { Module } from '@nestjs/common';
import { FilesModule } from '@/files/files.module';
import { PublishingModule } from '@/publishing/publishing.module';
import { WorkshopsAdminController } from '@/workshops/workshops.admin.controller';
import { WorkshopsPublicController } from '@/workshops/workshops.public.controller';
import { WorkshopsRepository } from '@/workshops/workshops.repository';
import { WorkshopsService } from '@/workshops/workshops.service';
import { ScheduleReadModule } from '@/schedule/schedule-read.module';

@Module({
  imports: [FilesModule, PublishingModule, ScheduleReadModule],
  controllers: [WorkshopsAdminController, WorkshopsPublicController],
  providers: [WorkshopsRepository, WorkshopsService],
  // Times of workshops are handled beside course times (courses/times.service.ts).
  exports: [WorkshopsService, WorkshopsRepository],
})
export class WorkshopsModule {}

import { Module } from '@nestjs/common';
import { CoursesModule } from '@/courses/courses.module';
import { ScheduleReadModule } from '@/schedule/schedule-read.module';
import { TrialsAdminController } from '@/trials/trials.admin.controller';
import { TrialsJobs } from '@/trials/trials.jobs';
import { TrialsPageController } from '@/trials/trials.page.controller';
import { TrialsPublicController } from '@/trials/trials.public.controller';
import { TrialsRepository } from '@/trials/trials.repository';
import { TrialsService } from '@/trials/trials.service';

/** Trial trainings with capacity and a waiting list (issue 25). */
@Module({
  imports: [CoursesModule, ScheduleReadModule],
  controllers: [TrialsAdminController, TrialsPublicController, TrialsPageController],
  providers: [TrialsRepository, TrialsService, TrialsJobs],
  // A training's cancellation or a venue's closure ends its bookings (ScheduleService).
  exports: [TrialsService],
})
export class TrialsModule {}

import { Module } from '@nestjs/common';
import { CoursesModule } from '@/courses/courses.module';
import { WorkshopsModule } from '@/workshops/workshops.module';
import { ScheduleAdminController } from '@/schedule/schedule.admin.controller';
import { SchedulePublicController } from '@/schedule/schedule.public.controller';
import { ScheduleReadModule } from '@/schedule/schedule-read.module';
import { ScheduleService } from '@/schedule/schedule.service';
import { TrialsModule } from '@/trials/trials.module';

/** Cancelled trainings and venue closures (the write side; ScheduleReadModule reads them). */
@Module({
  imports: [CoursesModule, WorkshopsModule, ScheduleReadModule, TrialsModule],
  controllers: [ScheduleAdminController, SchedulePublicController],
  providers: [ScheduleService],
})
export class ScheduleModule {}

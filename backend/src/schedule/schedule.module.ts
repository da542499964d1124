import { Module } from '@nestjs/common';
import { CoursesModule } from '@/courses/courses.module';
import { WorkshopsModule } from '@/workshops/workshops.module';
import { ScheduleAdminController } from '@/schedule/schedule.admin.controller';
import { SchedulePublicController } from '@/schedule/schedule.public.controller';
import { ScheduleReadModule } from '@/schedule/schedule-read.module';
import { ScheduleService } from '@/schedule/schedule.service';

/** Cancelled trainings and venue closures (the write side; ScheduleReadModule reads them). */
@Module({
  imports: [CoursesModule, WorkshopsModule, ScheduleReadModule],
  controllers: [ScheduleAdminController, SchedulePublicController],
  providers: [ScheduleService],
})
export class ScheduleModule {}

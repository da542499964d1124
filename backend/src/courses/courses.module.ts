import { Module } from '@nestjs/common';
import { FilesModule } from '@/files/files.module';
import { HallPlanModule } from '@/hall-plan/hall-plan.module';
import { PublishingModule } from '@/publishing/publishing.module';
import { WorkshopsModule } from '@/workshops/workshops.module';
import { ScheduleReadModule } from '@/schedule/schedule-read.module';
import { CoursesAdminController } from '@/courses/courses.admin.controller';
import { CoursesPublicController } from '@/courses/courses.public.controller';
import { TimesAdminController } from '@/courses/times.admin.controller';
import { CoursesRepository } from '@/courses/courses.repository';
import { CoursesService } from '@/courses/courses.service';
import { CoursePublishingService } from '@/courses/course-publishing.service';
import { TimesRepository } from '@/courses/times.repository';
import { TimesService } from '@/courses/times.service';

@Module({
  imports: [FilesModule, PublishingModule, WorkshopsModule, ScheduleReadModule, HallPlanModule],
  controllers: [CoursesAdminController, TimesAdminController, CoursesPublicController],
  providers: [
    CoursesRepository,
    CoursesService,
    CoursePublishingService,
    TimesRepository,
    TimesService,
  ],
  // Departments list a department's published courses and delete its courses with their logins.
  // The history restores a course's times (history/restore-times.ts).
  exports: [CoursesService, CoursesRepository, TimesRepository],
})
export class CoursesModule {}

import { Module } from '@nestjs/common';
import { CoursesModule } from '@/courses/courses.module';
import { DepartmentsModule } from '@/departments/departments.module';
import { HallPlanModule } from '@/hall-plan/hall-plan.module';
import { WorkshopsModule } from '@/workshops/workshops.module';
import { TextsModule } from '@/texts/texts.module';
import { HistoryAdminController } from '@/history/history.admin.controller';
import { HistoryRepository } from '@/history/history.repository';
import { HistoryService } from '@/history/history.service';

@Module({
  imports: [CoursesModule, WorkshopsModule, DepartmentsModule, HallPlanModule, TextsModule],
  controllers: [HistoryAdminController],
  providers: [HistoryRepository, HistoryService],
})
export class HistoryModule {}

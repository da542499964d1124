import { Module } from '@nestjs/common';
import { CoursesModule } from '@/courses/courses.module';
import { DepartmentsAdminController } from '@/departments/departments.admin.controller';
import { DepartmentsPublicController } from '@/departments/departments.public.controller';
import { DepartmentsRepository } from '@/departments/departments.repository';
import { DepartmentsService } from '@/departments/departments.service';

@Module({
  imports: [CoursesModule],
  controllers: [DepartmentsAdminController, DepartmentsPublicController],
  providers: [DepartmentsRepository, DepartmentsService],
})
export class DepartmentsModule {}

import { Module } from '@nestjs/common';
import { CoursesModule } from '@/courses/courses.module';
import { FilesModule } from '@/files/files.module';
import { DepartmentsAdminController } from '@/departments/departments.admin.controller';
import { DepartmentsPublicController } from '@/departments/departments.public.controller';
import { DepartmentsRepository } from '@/departments/departments.repository';
import { DepartmentsService } from '@/departments/departments.service';

@Module({
  imports: [CoursesModule, FilesModule],
  controllers: [DepartmentsAdminController, DepartmentsPublicController],
  providers: [DepartmentsRepository, DepartmentsService],
  exports: [DepartmentsService],
})
export class DepartmentsModule {}

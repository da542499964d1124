import { Module } from '@nestjs/common';
import { DepartmentsAdminController } from '@/departments/departments.admin.controller';
import { DepartmentsRepository } from '@/departments/departments.repository';
import { DepartmentsService } from '@/departments/departments.service';

@Module({
  controllers: [DepartmentsAdminController],
  providers: [DepartmentsRepository, DepartmentsService],
})
export class DepartmentsModule {}

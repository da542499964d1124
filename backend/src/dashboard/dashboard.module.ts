import { Module } from '@nestjs/common';
import { DashboardAdminController } from '@/dashboard/dashboard.admin.controller';
import { DashboardRepository } from '@/dashboard/dashboard.repository';
import { DashboardService } from '@/dashboard/dashboard.service';

@Module({
  controllers: [DashboardAdminController],
  providers: [DashboardRepository, DashboardService],
})
export class DashboardModule {}

import { Module } from '@nestjs/common';
import { HallOccupancy } from '@/hall-plan/hall-occupancy.service';
import { HallPlanAdminController } from '@/hall-plan/hall-plan.admin.controller';
import { HallPlanPublicController } from '@/hall-plan/hall-plan.public.controller';
import { HallPlanRepository } from '@/hall-plan/hall-plan.repository';
import { HallPlanService } from '@/hall-plan/hall-plan.service';

/**
 * The hall plan (issue 25): each venue's week view, public and in the back office, and the
 * overlap rule the time slot saves run through (`HallOccupancy`, used by the courses' TimesService).
 */
@Module({
  controllers: [HallPlanAdminController, HallPlanPublicController],
  providers: [HallPlanRepository, HallPlanService, HallOccupancy],
  exports: [HallOccupancy],
})
export class HallPlanModule {}

import { Module } from '@nestjs/common';
import { ScheduleOffsService } from '@/schedule/schedule-offs.service';
import { ScheduleRepository } from '@/schedule/schedule.repository';

/**
 * The schedule's read side, with no dependency on courses or workshops: their public reads import
 * it to show what is off (ScheduleModule, the write side, imports them).
 */
@Module({
  providers: [ScheduleRepository, ScheduleOffsService],
  exports: [ScheduleRepository, ScheduleOffsService],
})
export class ScheduleReadModule {}

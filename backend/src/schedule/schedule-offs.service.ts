import { Injectable } from '@nestjs/common';
import { ScheduleRepository } from '@/schedule/schedule.repository';
import type { Offs } from '@/schedule/schedule-offs';
import { berlinToday } from '@/schedule/schedule-rules';

/**
 * Reads what is off from today on, for the public reads of courses, workshops and closures (each
 * a cached answer that the schedule's writes and the day's end drop: ScheduleService).
 */
@Injectable()
export class ScheduleOffsService {
  constructor(private readonly repo: ScheduleRepository) {}

  async load(today: string = berlinToday()): Promise<Offs> {
    const [cancellations, closures, venues] = await Promise.all([
      this.repo.upcomingCancellations(today),
      this.repo.closuresFrom(today),
      this.repo.venues(),
    ]);
    return { today, cancellations, closures, venues };
  }
}

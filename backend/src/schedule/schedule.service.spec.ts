import type { PublicCache } from '@/common/public-cache';
import { PUBLIC_COURSES_KEY } from '@/courses/courses.service';
import { PUBLIC_DEPARTMENT_PREFIX } from '@/departments/department-cache';
import { SCHEDULE_CACHE_SOURCE } from '@/schedule/schedule-rules';
import { PUBLIC_CLOSURES_KEY, ScheduleService } from '@/schedule/schedule.service';
import { PUBLIC_WORKSHOPS_KEY } from '@/workshops/workshops.service';

/**
 * What is over disappears by itself: at each midnight in Berlin (not UTC) the public answers that
 * show cancellations and closures are read anew, without a write (docs/api.md, "Cancellations").
 */
describe('ScheduleService at midnight', () => {
  let expire: jest.Mock;
  let invalidatePrefix: jest.Mock;
  let service: ScheduleService;

  function start(now: string) {
    jest.useFakeTimers({ now: new Date(now) });
    expire = jest.fn();
    invalidatePrefix = jest.fn();
    const cache = { expire, invalidatePrefix } as unknown as PublicCache;
    // Only the cache takes part in the timer; the other collaborators are never called here.
    const unused = {} as never;
    service = new ScheduleService(
      unused,
      unused,
      unused,
      unused,
      unused,
      unused,
      cache,
      unused,
      unused,
    );
    service.onModuleInit();
  }
  afterEach(() => {
    service.onModuleDestroy();
    jest.useRealTimers();
  });

  it('expires the schedule, course, workshop, closure and department answers at midnight in Berlin', () => {
    // 23:58 in Berlin (winter time, UTC+1); midnight UTC is an hour later.
    start('2026-11-30T22:58:00Z');
    jest.advanceTimersByTime(60_000);
    expect(expire).not.toHaveBeenCalled();
    jest.advanceTimersByTime(61_000);
    expect(expire).toHaveBeenCalledTimes(1);
    expect(expire).toHaveBeenCalledWith(
      SCHEDULE_CACHE_SOURCE,
      PUBLIC_COURSES_KEY,
      PUBLIC_WORKSHOPS_KEY,
      PUBLIC_CLOSURES_KEY,
    );
    expect(invalidatePrefix).toHaveBeenCalledWith(PUBLIC_DEPARTMENT_PREFIX);
  });

  it('arms itself again for every following midnight, also on the day of 23 hours', () => {
    // Sunday 29 March 2026, 00:00:30 in Berlin: the clocks go forward at 02:00 this night.
    start('2026-03-28T23:00:30Z');
    // Monday's midnight (UTC+2) is 23 hours after Sunday's, not 24.
    jest.advanceTimersByTime(23 * 3_600_000 - 40_000);
    expect(expire).not.toHaveBeenCalled();
    jest.advanceTimersByTime(20_000);
    expect(expire).toHaveBeenCalledTimes(1);
    // Armed again: Tuesday's midnight, 24 hours on.
    jest.advanceTimersByTime(24 * 3_600_000 - 20_000);
    expect(expire).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(20_000);
    expect(expire).toHaveBeenCalledTimes(2);
  });

  it('stops with the module', () => {
    start('2026-11-30T22:58:00Z');
    service.onModuleDestroy();
    jest.advanceTimersByTime(24 * 3_600_000);
    expect(expire).not.toHaveBeenCalled();
  });
});

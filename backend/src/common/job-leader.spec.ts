import type { AppConfig } from '@/config/env';
import { JobLeader } from '@/common/job-leader';

describe('JobLeader.every', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs a task on its interval while this instance runs the jobs, and never after the app stops', async () => {
    // Alone (no MULTI_INSTANCE) the process leads from bootstrap on.
    const leader = new JobLeader({ multiInstance: false, databaseUrl: null } as AppConfig);
    const task = jest.fn(() => Promise.resolve());
    leader.every(1_000, task);
    jest.advanceTimersByTime(1_000);
    expect(task).not.toHaveBeenCalled();
    await leader.onApplicationBootstrap();
    jest.advanceTimersByTime(3_000);
    expect(task).toHaveBeenCalledTimes(3);
    await leader.onModuleDestroy();
    jest.advanceTimersByTime(5_000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('waits for the next turn after a failure', async () => {
    const leader = new JobLeader({ multiInstance: false, databaseUrl: null } as AppConfig);
    await leader.onApplicationBootstrap();
    const task = jest.fn(() => Promise.reject(new Error('weg')));
    leader.every(1_000, task);
    jest.advanceTimersByTime(2_000);
    await Promise.resolve();
    expect(task).toHaveBeenCalledTimes(2);
    await leader.onModuleDestroy();
  });
});

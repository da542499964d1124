import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { drain, watchForStall } from '@/health/drain';
import { HealthState } from '@/health/health.state';

/** A response in flight whose socket has moved `bytes` so far. */
function response(bytes = 0) {
  const socket = { bytesRead: bytes, bytesWritten: 0 };
  const res = Object.assign(new EventEmitter(), { socket });
  return {
    // The drain reads only the socket's counters and the close event of a ServerResponse.
    res: res as unknown as ServerResponse,
    move: (n: number) => (socket.bytesWritten += n),
    close: () => res.emit('close'),
  };
}

describe('watchForStall', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives up only after the timeout without any change, however long things keep moving', () => {
    let activity = 0;
    const onStall = jest.fn();
    const stop = watchForStall(() => activity, 30_000, onStall);
    // Ten minutes of a slow download: a little progress every few seconds.
    for (let s = 0; s < 600; s += 5) {
      activity++;
      jest.advanceTimersByTime(5_000);
    }
    expect(onStall).not.toHaveBeenCalled();
    // The last byte moves; the next check (within a second) sees it, then nothing moves.
    activity++;
    jest.advanceTimersByTime(1_000);
    jest.advanceTimersByTime(28_000);
    expect(onStall).not.toHaveBeenCalled();
    jest.advanceTimersByTime(3_000);
    expect(onStall).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    expect(onStall).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('HealthState.activity', () => {
  it('changes when a request starts, moves a byte or ends', () => {
    const health = new HealthState();
    const seen = [health.activity()];
    const download = response(100);
    health.track(download.res);
    seen.push(health.activity());
    download.move(4096);
    seen.push(health.activity());
    download.close();
    seen.push(health.activity());
    expect(new Set(seen).size).toBe(seen.length);
    expect(health.requestsInFlight).toBe(0);
  });

  it('lets a stuck in-process request (a mock socket without counters) count as stuck', () => {
    jest.useFakeTimers();
    try {
      const health = new HealthState();
      const injected = Object.assign(new EventEmitter(), { socket: {} });
      health.track(injected as unknown as ServerResponse);
      const onStall = jest.fn();
      watchForStall(() => health.activity(), 30_000, onStall);
      jest.advanceTimersByTime(31_000);
      expect(onStall).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('drain', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = (delayMs: number) => {
    const health = new HealthState();
    const steps: string[] = [];
    const server = {
      close: jest.fn((callback: (error?: Error) => void) => {
        steps.push('server closed');
        callback();
      }),
    };
    const onStall = jest.fn();
    const done = drain({
      health,
      server,
      delayMs,
      stallMs: 30_000,
      close: async () => {
        steps.push('app and database closed');
      },
      onStall,
    });
    return { health, steps, server, onStall, done };
  };

  it('keeps listening for the delay and while a request is in flight, then closes in order', async () => {
    const d = setup(5_000);
    const upload = response();
    d.health.track(upload.res);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(d.server.close).not.toHaveBeenCalled();
    upload.move(1);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(d.server.close).not.toHaveBeenCalled();
    upload.close();
    await d.done;
    expect(d.steps).toEqual(['server closed', 'app and database closed']);
    expect(d.onStall).not.toHaveBeenCalled();
  });

  it('counts the timeout from the end of the delay, and only while nothing moves', async () => {
    const d = setup(60_000);
    const stuck = response();
    d.health.track(stuck.res);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(d.onStall).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(31_000);
    expect(d.onStall).toHaveBeenCalledTimes(1);
    expect(d.server.close).not.toHaveBeenCalled();
  });
});

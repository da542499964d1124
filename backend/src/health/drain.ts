import type { HealthState } from '@/health/health.state';

export interface DrainOptions {
  health: HealthState;
  /** The HTTP server; closing it stops new connections and ends the idle kept-alive ones. */
  server: { close(callback: (error?: Error) => void): unknown };
  /** Keep answering at least this long (SHUTDOWN_DELAY_SECONDS): a load balancer needs a moment. */
  delayMs: number;
  /** Give up when nothing has moved for this long (SHUTDOWN_TIMEOUT_SECONDS). */
  stallMs: number;
  /** Closes the app (its hooks wait for background work) and then the database. */
  close(): Promise<void>;
  /** Nothing moved for stallMs: the caller gives up (exit code 1). Called at most once. */
  onStall(): void;
}

/**
 * The drain after SIGTERM/SIGINT, with readiness already 503: keep accepting and answering for the
 * delay and until no request is in flight, then stop listening and wait for the last connection,
 * then close the app and the database. Only then is the database gone, so no request and no work
 * after a response (the backup's audit entry) finds it closed.
 *
 * The timeout counts time without progress, not time since the signal: a backup a slow client
 * reads for ten minutes moves bytes all along and finishes; a client that stops reading, or a
 * handler that hangs, stops everything after stallMs.
 */
export async function drain(options: DrainOptions): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, options.delayMs));
  const stop = watchForStall(() => options.health.activity(), options.stallMs, options.onStall);
  try {
    await options.health.idle();
    // Straight after the last request: no new one can start in between (one thread, and every
    // request is counted in its first hook while draining).
    await new Promise<void>((resolve, reject) =>
      options.server.close((error) =>
        error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING'
          ? reject(error)
          : resolve(),
      ),
    );
    await options.close();
  } finally {
    stop();
  }
}

/**
 * Calls `onStall` once `activity()` has returned the same value for `stallMs`, checking about once
 * a second. The timer keeps the process alive on purpose: the drain ends by exiting, never by an
 * empty event loop that would skip closing the database. Returns a function that stops watching.
 */
export function watchForStall(
  activity: () => number,
  stallMs: number,
  onStall: () => void,
): () => void {
  let last = activity();
  let since = Date.now();
  const timer = setInterval(
    () => {
      const now = activity();
      if (now !== last) {
        last = now;
        since = Date.now();
      } else if (Date.now() - since >= stallMs) {
        clearInterval(timer);
        onStall();
      }
    },
    Math.min(1_000, stallMs),
  );
  return () => clearInterval(timer);
}

import type { ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';

/**
 * The process's place in its life: serving, or draining after SIGTERM/SIGINT (main.ts,
 * health/drain.ts). While draining, /readyz answers 503 so a load balancer sends no new traffic,
 * and the drain waits for the requests in flight before it closes the app.
 */
@Injectable()
export class HealthState {
  private draining = false;
  private readonly inFlight = new Set<ServerResponse>();
  /** Requests started plus requests ended: part of `activity()`. */
  private events = 0;
  private idleWaiters: Array<() => void> = [];

  get isDraining(): boolean {
    return this.draining;
  }

  startDraining(): void {
    this.draining = true;
  }

  /** A request came in (app.factory.ts); it is in flight until its response has closed. */
  track(response: ServerResponse): void {
    this.inFlight.add(response);
    this.events++;
    response.once('close', () => {
      this.inFlight.delete(response);
      this.events++;
      if (this.inFlight.size === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
    });
  }

  get requestsInFlight(): number {
    return this.inFlight.size;
  }

  /**
   * A number that changes whenever a request starts or ends, or a byte of a request in flight is
   * read or written (a download a slow client takes, an upload still coming in). The drain gives
   * up only when it stays the same too long.
   */
  activity(): number {
    let total = this.events;
    for (const response of this.inFlight) {
      const socket = response.socket;
      // In-process requests (app.inject, for server renders) have a mock socket without counters.
      if (socket) total += (socket.bytesRead || 0) + (socket.bytesWritten || 0);
    }
    return total;
  }

  /** Resolves when no request is in flight (at once if none is). */
  idle(): Promise<void> {
    if (this.inFlight.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}

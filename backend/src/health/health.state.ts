import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Injectable } from '@nestjs/common';
import { acknowledgedBytes } from '@/health/tcp-acknowledged';

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
   * A number that changes whenever a request starts or ends, a byte of a request in flight is
   * read, or its client acknowledges a byte of the answer (a download a slow client takes, an
   * upload still coming in). The drain gives up only when it stays the same too long.
   *
   * Bytes handed to the kernel are not progress: its send buffer (megabytes, autotuned) took a
   * backup's next 4 MB at once and then hid for over 30 s that a client reading 20 KB/s still
   * read. So a connection counts what its client acknowledged (tcp-acknowledged.ts), and only
   * where the kernel does not tell (not Linux) what Node wrote.
   */
  activity(): number {
    let total = this.events;
    const sockets: Socket[] = [];
    for (const response of this.inFlight) {
      // In-process requests (app.inject, for server renders) have a mock socket without counters.
      if (response.socket) sockets.push(response.socket);
    }
    const acknowledged = sockets.length > 0 ? acknowledgedBytes(sockets) : null;
    for (const socket of sockets) {
      const sent = acknowledged?.get(socket) ?? (socket.bytesWritten || 0);
      total += (socket.bytesRead || 0) + sent;
    }
    return total;
  }

  /** Resolves when no request is in flight (at once if none is). */
  idle(): Promise<void> {
    if (this.inFlight.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}

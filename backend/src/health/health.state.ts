import { Injectable } from '@nestjs/common';

/**
 * The process's place in its life: serving, or draining after SIGTERM/SIGINT (main.ts). While
 * draining, /readyz answers 503 so a load balancer sends no new traffic, and main.ts waits for the
 * requests in flight before it closes the app.
 */
@Injectable()
export class HealthState {
  private draining = false;
  private inFlight = 0;
  private idleWaiters: Array<() => void> = [];

  get isDraining(): boolean {
    return this.draining;
  }

  startDraining(): void {
    this.draining = true;
  }

  /** A request came in (app.factory.ts); requestEnded() follows when its response is done. */
  requestStarted(): void {
    this.inFlight++;
  }

  requestEnded(): void {
    this.inFlight--;
    if (this.inFlight === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  get requestsInFlight(): number {
    return this.inFlight;
  }

  /** Resolves when no request is in flight (at once if none is). */
  idle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}

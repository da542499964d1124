import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { SupportService } from '@/support/support.service';
import { JobLeader } from '@/common/job-leader';
import { safeErrorText } from '@/common/safe-error';

const RETRY_EVERY_MS = 5 * 60_000;
const PURGE_EVERY_MS = 24 * 3_600_000;

/**
 * The inbox's background work: retry failed mails and delete expired messages, once when this
 * instance becomes the job runner (at start when alone: JobLeader) and then on timers that never
 * keep the process alive and stop when the app closes. Only the runner's ticks do anything.
 */
@Injectable()
export class SupportJobs implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SupportJobs.name);
  private readonly timers: NodeJS.Timeout[] = [];
  /** Runs still going; waited for on close so none touches a closed database. */
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly support: SupportService,
    private readonly leader: JobLeader,
  ) {
    leader.onLead(() => {
      this.run('retry', () => this.support.retryFailedMail());
      this.run('purge', () => this.support.purgeExpired());
    });
  }

  onApplicationBootstrap(): void {
    this.timers.push(
      setInterval(() => this.run('retry', () => this.support.retryFailedMail()), RETRY_EVERY_MS),
      setInterval(() => this.run('purge', () => this.support.purgeExpired()), PURGE_EVERY_MS),
    );
    for (const timer of this.timers) timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await Promise.allSettled([...this.running]);
  }

  private run(name: string, job: () => Promise<number>): void {
    if (!this.leader.leading) return;
    const run = job().then(
      (n) => {
        if (n > 0) this.logger.log(`Support-Job ${name}: ${n} Nachricht(en).`);
      },
      (error: unknown) =>
        this.logger.error(`Support-Job ${name} fehlgeschlagen: ${safeErrorText(error)}`),
    );
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }
}

import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { JobLeader } from '@/common/job-leader';
import { safeErrorText } from '@/common/safe-error';
import { TrialsService } from '@/trials/trials.service';

const EVERY_MS = 15 * 60_000;

/**
 * The trial trainings' timed work, on the instance that runs the jobs (JobLeader), at once when
 * it becomes the runner and then every 15 minutes: unconfirmed bookings whose link expired go,
 * those who came to a training get their invitation the day after, and bookings go
 * TRIAL_RETENTION_DAYS after their training.
 */
@Injectable()
export class TrialsJobs implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(TrialsJobs.name);
  private timer: NodeJS.Timeout | null = null;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly trials: TrialsService,
    private readonly leader: JobLeader,
  ) {
    leader.onLead(() => this.run());
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.run(), EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled([...this.running]);
  }

  /** One round of every job; returns what it did. */
  async runOnce(): Promise<{ expired: number; invited: number; purged: number }> {
    return {
      expired: await this.trials.expireUnconfirmed(),
      invited: await this.trials.sendInvitations(),
      purged: await this.trials.purge(),
    };
  }

  private run(): void {
    if (!this.leader.leading) return;
    const run = this.runOnce().then(
      (n) => {
        if (n.expired + n.invited + n.purged > 0) {
          this.logger.log(
            `Probetraining: ${n.expired} unbestätigte Anmeldungen verfallen, ${n.invited} Einladungen gesendet, ${n.purged} Anmeldungen gelöscht.`,
          );
        }
      },
      (error: unknown) =>
        this.logger.error(`Probetrainings-Job fehlgeschlagen: ${safeErrorText(error)}`),
    );
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }
}

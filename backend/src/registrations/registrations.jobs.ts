import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { JobLeader } from '@/common/job-leader';
import { safeErrorText } from '@/common/safe-error';
import { RegistrationsService } from '@/registrations/registrations.service';

const EVERY_MS = 15 * 60_000;

/**
 * The registrations' timed work, on the instance that runs the jobs (JobLeader), at once when it
 * becomes the runner and then every 15 minutes: unconfirmed registrations whose link expired go,
 * organisers who chose the digest get it once a day from 07:00, and registrations go
 * TRIAL_RETENTION_DAYS after their target's last day.
 */
@Injectable()
export class RegistrationsJobs implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(RegistrationsJobs.name);
  private timer: NodeJS.Timeout | null = null;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly registrations: RegistrationsService,
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

  async runOnce(now = new Date()): Promise<{ expired: number; digests: number; purged: number }> {
    return {
      expired: await this.registrations.expireUnconfirmed(now),
      digests: await this.registrations.sendDigests(now),
      purged: await this.registrations.purge(),
    };
  }

  private run(): void {
    if (!this.leader.leading) return;
    const run = this.runOnce().then(
      (n) => {
        if (n.expired + n.digests + n.purged > 0) {
          this.logger.log(
            `Anmeldungen: ${n.expired} unbestätigte verfallen, ${n.digests} Übersichten gesendet, ${n.purged} gelöscht.`,
          );
        }
      },
      (error: unknown) =>
        this.logger.error(`Anmeldungs-Job fehlgeschlagen: ${safeErrorText(error)}`),
    );
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }
}

import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { AuditRepository } from '@/audit/audit.repository';
import { PrivacyRepository } from '@/privacy/privacy.repository';
import { JobLeader } from '@/common/job-leader';
import { safeErrorText } from '@/common/safe-error';

const PURGE_EVERY_MS = 24 * 3_600_000;

export interface Purged {
  audit: number;
  sessions: number;
  accountTokens: number;
}

/**
 * Storage limitation (GDPR Art. 5): deletes audit entries older than AUDIT_RETENTION_DAYS and
 * expired sessions and account links, once when this instance becomes the job runner (JobLeader;
 * at start when alone) and then daily, on a timer that never keeps the process alive (like the
 * support inbox's retention job).
 */
@Injectable()
export class RetentionJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(RetentionJob.name);
  private timer: NodeJS.Timeout | null = null;
  /** Runs still going; waited for on close so none touches a closed database. */
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly audit: AuditRepository,
    private readonly privacy: PrivacyRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly leader: JobLeader,
  ) {
    leader.onLead(() => this.run());
  }

  /** Deletes what has expired by `now`; returns how many rows of each kind. */
  async purgeExpired(now = new Date()): Promise<Purged> {
    const cutoff = new Date(now.getTime() - this.config.auditRetentionDays * 86_400_000);
    return {
      audit: await this.audit.deleteOlderThan(cutoff),
      sessions: await this.privacy.deleteExpiredSessions(now),
      accountTokens: await this.privacy.deleteExpiredAccountTokens(now),
    };
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.run(), PURGE_EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled([...this.running]);
  }

  private run(): void {
    if (!this.leader.leading) return;
    const run = this.purgeExpired().then(
      (n) => {
        if (n.audit + n.sessions + n.accountTokens > 0) {
          this.logger.log(
            `Aufbewahrung: ${n.audit} Protokolleinträge, ${n.sessions} Sitzungen, ${n.accountTokens} Links gelöscht.`,
          );
        }
      },
      (error: unknown) =>
        this.logger.error(`Aufbewahrungs-Job fehlgeschlagen: ${safeErrorText(error)}`),
    );
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }
}

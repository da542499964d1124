import { Injectable } from '@nestjs/common';
import { AppError, ErrorCode } from '@/common/app-error';
import { HealthRepository } from '@/health/health.repository';
import { HealthState } from '@/health/health.state';

@Injectable()
export class HealthService {
  constructor(
    private readonly state: HealthState,
    private readonly repository: HealthRepository,
  ) {}

  /** Throws 503 SHUTTING_DOWN while draining, 503 DATABASE_UNAVAILABLE (the filter) without it. */
  async checkReady(): Promise<void> {
    if (this.state.isDraining) {
      throw new AppError(
        ErrorCode.ShuttingDown,
        'Der Server wird gerade neu gestartet. Bitte versuche es gleich noch einmal.',
      );
    }
    await this.repository.ping();
  }
}

import { Global, Module } from '@nestjs/common';
import { AppSecretsRepository } from '@/common/app-secrets.repository';
import { CacheBus } from '@/common/cache-bus';
import { JobLeader } from '@/common/job-leader';
import { PublicCache } from '@/common/public-cache';
import { IdempotencyRepository } from '@/common/idempotency/idempotency.repository';
import { LimitCounters } from '@/common/limit-counters';
import { Pseudonyms } from '@/common/pseudonyms';
import { RateLimitModule, SharedThrottlerStorage } from '@/common/rate-limit';

@Global()
@Module({
  imports: [RateLimitModule],
  providers: [
    PublicCache,
    CacheBus,
    JobLeader,
    IdempotencyRepository,
    LimitCounters,
    SharedThrottlerStorage,
    AppSecretsRepository,
    Pseudonyms,
  ],
  // SharedThrottlerStorage: RateLimitModule's factory injects it from here (a global module).
  exports: [
    PublicCache,
    JobLeader,
    IdempotencyRepository,
    LimitCounters,
    SharedThrottlerStorage,
    Pseudonyms,
  ],
})
export class CommonModule {}

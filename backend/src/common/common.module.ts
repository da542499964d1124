import { Global, Module } from '@nestjs/common';
import { CacheBus } from '@/common/cache-bus';
import { JobLeader } from '@/common/job-leader';
import { PublicCache } from '@/common/public-cache';
import { IdempotencyRepository } from '@/common/idempotency/idempotency.repository';
import { RateLimitModule } from '@/common/rate-limit';

@Global()
@Module({
  imports: [RateLimitModule],
  providers: [PublicCache, CacheBus, JobLeader, IdempotencyRepository],
  exports: [PublicCache, JobLeader, IdempotencyRepository],
})
export class CommonModule {}

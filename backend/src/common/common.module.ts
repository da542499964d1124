import { Global, Module } from '@nestjs/common';
import { PublicCache } from '@/common/public-cache';
import { IdempotencyRepository } from '@/common/idempotency/idempotency.repository';

@Global()
@Module({
  providers: [PublicCache, IdempotencyRepository],
  exports: [PublicCache, IdempotencyRepository],
})
export class CommonModule {}

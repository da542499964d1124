import { Module } from '@nestjs/common';
import { HealthPublicController } from '@/health/health.public.controller';
import { HealthRepository } from '@/health/health.repository';
import { HealthService } from '@/health/health.service';
import { HealthState } from '@/health/health.state';

@Module({
  controllers: [HealthPublicController],
  providers: [HealthState, HealthRepository, HealthService],
  exports: [HealthState],
})
export class HealthModule {}

import { Module } from '@nestjs/common';
import { UsersModule } from '@/users/users.module';
import { PrivacyController } from '@/privacy/privacy.controller';
import { PrivacyRepository } from '@/privacy/privacy.repository';
import { PrivacyService } from '@/privacy/privacy.service';
import { RetentionJob } from '@/privacy/retention.job';

/**
 * Data exports and retention (GDPR); erasure is part of deleting a user
 * (users/user-erasure.repository.ts).
 */
@Module({
  imports: [UsersModule],
  controllers: [PrivacyController],
  providers: [PrivacyRepository, PrivacyService, RetentionJob],
})
export class PrivacyModule {}

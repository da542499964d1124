import { Global, Module } from '@nestjs/common';
import { AuditRepository } from '@/audit/audit.repository';
import { AuditService } from '@/audit/audit.service';
import { AuditAdminController } from '@/audit/audit.admin.controller';

/** Global: every feature records into the one audit log. */
@Global()
@Module({
  controllers: [AuditAdminController],
  providers: [AuditRepository, AuditService],
  // The repository for the retention job (privacy/retention.job.ts).
  exports: [AuditService, AuditRepository],
})
export class AuditModule {}

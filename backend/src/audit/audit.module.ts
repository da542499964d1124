import { Global, Module } from '@nestjs/common';
import { AuditRepository } from '@/audit/audit.repository';
import { AuditService } from '@/audit/audit.service';

/** Global: every feature records into the one audit log. */
@Global()
@Module({ providers: [AuditRepository, AuditService], exports: [AuditService] })
export class AuditModule {}

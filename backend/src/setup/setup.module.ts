import { Module } from '@nestjs/common';
import { AuthModule } from '@/auth/auth.module';
import { AuditModule } from '@/audit/audit.module';
import { UsersModule } from '@/users/users.module';
import { SetupPageController } from '@/setup/setup.page.controller';
import { SetupPublicController } from '@/setup/setup.public.controller';
import { SetupRepository } from '@/setup/setup.repository';
import { SetupService } from '@/setup/setup.service';

/** The first start of an installation (docs/operations.md, "Going live"). */
@Module({
  imports: [AuthModule, AuditModule, UsersModule],
  controllers: [SetupPublicController, SetupPageController],
  providers: [SetupRepository, SetupService],
  exports: [SetupService],
})
export class SetupModule {}

import { Global, Module } from '@nestjs/common';
import { MailQuota } from '@/mail/mail-quota';
import { MailQuotaRepository } from '@/mail/mail-quota.repository';
import { MailService } from '@/mail/mail.service';

@Global()
@Module({
  providers: [MailService, MailQuota, MailQuotaRepository],
  exports: [MailService, MailQuota],
})
export class MailModule {}

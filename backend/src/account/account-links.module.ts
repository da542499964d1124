import { Module } from '@nestjs/common';
import { AccountRepository } from '@/account/account.repository';
import { AccountLinksService } from '@/account/account-links.service';

/** One-time links; its own module so that users (invitations) and account flows share it. */
@Module({
  providers: [AccountRepository, AccountLinksService],
  exports: [AccountRepository, AccountLinksService],
})
export class AccountLinksModule {}

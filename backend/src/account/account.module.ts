import { Module } from '@nestjs/common';
import { BotCheckService } from '@/auth/bot-check.service';
import { UsersModule } from '@/users/users.module';
import { AccountLinksModule } from '@/account/account-links.module';
import { AccountController } from '@/account/account.controller';
import { AccountService } from '@/account/account.service';

@Module({
  imports: [UsersModule, AccountLinksModule],
  controllers: [AccountController],
  providers: [AccountService, BotCheckService],
})
export class AccountModule {}

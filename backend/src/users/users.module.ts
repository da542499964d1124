import { Module } from '@nestjs/common';
import { AccountLinksModule } from '@/account/account-links.module';
import { FilesModule } from '@/files/files.module';
import { UsersRepository } from '@/users/users.repository';
import { UserErasureRepository } from '@/users/user-erasure.repository';
import { UsersService } from '@/users/users.service';
import { UsersAdminController } from '@/users/users.admin.controller';
import { UsersPublicController } from '@/users/users.public.controller';

@Module({
  imports: [AccountLinksModule, FilesModule],
  controllers: [UsersAdminController, UsersPublicController],
  providers: [UsersRepository, UserErasureRepository, UsersService],
  exports: [UsersRepository, UsersService],
})
export class UsersModule {}

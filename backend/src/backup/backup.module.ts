import { Module } from '@nestjs/common';
import { BackupAdminController } from '@/backup/backup.admin.controller';
import { BackupRepository } from '@/backup/backup.repository';
import { BackupService } from '@/backup/backup.service';
import { FilesModule } from '@/files/files.module';

@Module({
  imports: [FilesModule],
  controllers: [BackupAdminController],
  providers: [BackupRepository, BackupService],
})
export class BackupModule {}

import { Module } from '@nestjs/common';
import { FilesModule } from '@/files/files.module';
import { SponsorsAdminController } from '@/sponsors/sponsors.admin.controller';
import { SponsorsPublicController } from '@/sponsors/sponsors.public.controller';
import { SponsorsRepository } from '@/sponsors/sponsors.repository';
import { SponsorsService } from '@/sponsors/sponsors.service';

@Module({
  imports: [FilesModule],
  controllers: [SponsorsAdminController, SponsorsPublicController],
  providers: [SponsorsRepository, SponsorsService],
})
export class SponsorsModule {}

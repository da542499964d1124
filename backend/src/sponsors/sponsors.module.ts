import { Module } from '@nestjs/common';
import { SponsorsAdminController } from '@/sponsors/sponsors.admin.controller';
import { SponsorsPublicController } from '@/sponsors/sponsors.public.controller';
import { SponsorsRepository } from '@/sponsors/sponsors.repository';
import { SponsorsService } from '@/sponsors/sponsors.service';

@Module({
  controllers: [SponsorsAdminController, SponsorsPublicController],
  providers: [SponsorsRepository, SponsorsService],
})
export class SponsorsModule {}

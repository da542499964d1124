import { Module } from '@nestjs/common';
import { FunrunsAdminController } from '@/funruns/funruns.admin.controller';
import { FunrunsPublicController } from '@/funruns/funruns.public.controller';
import { FunrunsRepository } from '@/funruns/funruns.repository';
import { FunrunsService } from '@/funruns/funruns.service';

@Module({
  controllers: [FunrunsAdminController, FunrunsPublicController],
  providers: [FunrunsRepository, FunrunsService],
  // Registrations for a year's run read its tracks and dates.
  exports: [FunrunsRepository],
})
export class FunrunsModule {}

import { Module } from '@nestjs/common';
import { EventsModule } from '@/events/events.module';
import { FunrunsModule } from '@/funruns/funruns.module';
import { RegistrationTargets } from '@/registrations/registration-targets';
import { RegistrationsAdminController } from '@/registrations/registrations.admin.controller';
import { RegistrationsJobs } from '@/registrations/registrations.jobs';
import { RegistrationsPageController } from '@/registrations/registrations.page.controller';
import { RegistrationsPublicController } from '@/registrations/registrations.public.controller';
import { RegistrationsRepository } from '@/registrations/registrations.repository';
import { RegistrationsService } from '@/registrations/registrations.service';
import { WorkshopsModule } from '@/workshops/workshops.module';

/** Registrations for workshops, the fun run and club events: places, waiting list, double opt-in (issue 37). */
@Module({
  imports: [WorkshopsModule, FunrunsModule, EventsModule],
  controllers: [
    RegistrationsAdminController,
    RegistrationsPublicController,
    RegistrationsPageController,
  ],
  providers: [
    RegistrationsRepository,
    RegistrationTargets,
    RegistrationsService,
    RegistrationsJobs,
  ],
  exports: [RegistrationsService],
})
export class RegistrationsModule {}

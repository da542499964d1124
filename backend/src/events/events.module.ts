import { Module } from '@nestjs/common';
import { EventsAdminController } from '@/events/events.admin.controller';
import { EventsPublicController } from '@/events/events.public.controller';
import { EventsRepository } from '@/events/events.repository';
import { EventsService } from '@/events/events.service';

@Module({
  controllers: [EventsAdminController, EventsPublicController],
  providers: [EventsRepository, EventsService],
  // Registrations for an event read its date and who may manage it.
  exports: [EventsService],
})
export class EventsModule {}

import { Module } from '@nestjs/common';
import { CalendarPublicController } from '@/calendar/calendar.controller';
import { CalendarRepository } from '@/calendar/calendar.repository';
import { CalendarService } from '@/calendar/calendar.service';
import { EventsModule } from '@/events/events.module';

/**
 * GET /calendar/club.ics, /calendar/termine.ics and
 * /calendar/{course|workshop|department|venue}/{id}.ics.
 */
@Module({
  imports: [EventsModule],
  controllers: [CalendarPublicController],
  providers: [CalendarRepository, CalendarService],
})
export class CalendarModule {}

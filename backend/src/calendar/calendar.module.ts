import { Module } from '@nestjs/common';
import { CalendarPublicController } from '@/calendar/calendar.controller';
import { CalendarRepository } from '@/calendar/calendar.repository';
import { CalendarService } from '@/calendar/calendar.service';

/** GET /calendar/club.ics and /calendar/{course|workshop|department|venue}/{id}.ics. */
@Module({
  controllers: [CalendarPublicController],
  providers: [CalendarRepository, CalendarService],
})
export class CalendarModule {}

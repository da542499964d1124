import type { EventRow } from '@/events/events.repository';
import type { EventDto, EventStaffDto } from '@/events/dto/event.dto';

export function mapEvent(row: EventRow): EventDto {
  return {
    _id: row.id,
    slug: row.slug,
    kind: row.kind,
    department:
      row.departmentId && row.departmentName
        ? { _id: row.departmentId, name: row.departmentName, title: row.departmentTitle ?? '' }
        : null,
    title: row.title,
    description: row.description,
    date: row.date,
    start_time: row.startTime,
    end_date: row.endDate,
    end_time: row.endTime,
    location_id: row.locationId,
    venue: row.venue
      ? {
          _id: row.venue.id,
          name: row.venue.name,
          street: row.venue.address,
          postal_code: row.venue.postalCode,
          city: row.venue.city,
          maps_link: row.venue.mapsLink,
        }
      : null,
    // A venue's current name; a deleted venue leaves the name it had.
    place: row.venue?.name ?? row.place,
    agenda: [...row.agenda],
    notice_days: row.noticeDays,
    announced_on: row.announcedOn,
    cancelled: row.cancelled,
    cancel_note: row.cancelNote,
  };
}

export function mapStaffEvent(row: EventRow): EventStaffDto {
  return {
    ...mapEvent(row),
    department_id: row.departmentId,
    published: row.published,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

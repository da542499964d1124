import type { LocalEvent } from '@/features/events/offline';
import type { EventDepartment, EventVenueOption } from '@/features/events/staff/useStaffEvents';

/**
 * What the device shows of an event's references until the server answers: the department's
 * name and the venue, as the server will send them (its place is the venue's name).
 */
export function referencesView(
  body: { department_id?: string | null; location_id?: string | null; place?: string },
  departments: readonly EventDepartment[] | undefined,
  venues: readonly EventVenueOption[] | undefined,
  /** The event as the device holds it: its names stay when the lists are not on the device. */
  current?: Pick<LocalEvent, 'department' | 'venue'>,
): Pick<LocalEvent, 'department' | 'venue' | 'place'> {
  const department =
    departments?.find((d) => d._id === body.department_id) ??
    (current?.department?._id === body.department_id ? current?.department : undefined);
  const venue =
    venues?.find((v) => v._id === body.location_id) ??
    (current?.venue && current.venue._id === body.location_id ? current.venue : null);
  return {
    department: body.department_id
      ? { _id: body.department_id, name: department?.name ?? '', title: department?.title ?? '' }
      : null,
    venue,
    place: venue?.name ?? body.place ?? '',
  };
}

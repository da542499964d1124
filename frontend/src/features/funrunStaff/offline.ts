import type { components } from '@/api/generated/schema';
import { defineOfflineEntity } from '@/offline/entity';
import type { Local } from '@/offline/types';
import '@/features/funrunStaff/strings';

/** One year's fun run as the editor holds it (GET /api/funruns). */
export type StaffFunrun = components['schemas']['FunrunStaffDto'];
export type LocalFunrun = Local<StaffFunrun>;

/** What the PUT replaces: every field of the run, not only the changed ones. */
export const FUNRUN_FIELDS = [
  'year',
  'date',
  'start_time',
  'location_id',
  'registration_until',
  'bib_pickups',
  'late_closes_minutes',
  'late_fee',
  'registration_email',
  'tracks',
  'intro_de',
  'intro_en',
  'notes_de',
  'notes_en',
  'results_url',
] as const;

/**
 * The fun run offline (issue 36): a year is created with the device's id, changed (`PUT
 * /api/funruns` with If-Match, the whole run) and deleted through the outbox, like every entity.
 */
export const funrunEntity = defineOfflineEntity<StaffFunrun>()({
  type: 'funrun',
  ns: 'funrunStaff',
  create: '/api/funruns',
  update: { method: 'PUT', path: '/api/funruns' },
  remove: '/api/funruns/{id}',
  immutableKeys: [],
  updateCarries: FUNRUN_FIELDS,
  label: (run, t) => t('funrunStaff:entity', { year: run.year ?? '' }),
});

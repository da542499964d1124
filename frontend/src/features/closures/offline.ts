import type { components } from '@/api/generated/schema';
import { formatCalendarDate } from '@/components/format/calendarDates';
import { i18n, isLanguage } from '@/i18n';
import { defineOfflineEntity } from '@/offline/entity';
import type { Local } from '@/offline/types';
import '@/features/closures/strings';

/** A venue closed for a range of dates (GET /api/closures). */
export type Closure = components['schemas']['ClosureDto'];
export type LocalClosure = Local<Closure>;

const dateOf = (date: string | undefined) =>
  formatCalendarDate(date ?? '', isLanguage(i18n.language) ? i18n.language : 'de');

/**
 * Venue closures offline (holidays, repairs: every training there is off): made with the
 * device's id and lifted through the outbox; never changed (lift it and close anew). Public at
 * once, without a publication.
 */
export const closureEntity = defineOfflineEntity<Closure>()({
  type: 'closure',
  ns: 'closures',
  create: '/api/closures',
  remove: '/api/closure/{id}',
  immutableKeys: ['location'],
  label: (closure, t) =>
    t('closures:entity', {
      venue: closure.location?.name ?? '',
      from: dateOf(closure.from),
      to: dateOf(closure.to),
    }),
});

/** Whether it holds today (Berlin) or lies ahead; the server lists none that are over. */
export function closureState(closure: Pick<Closure, 'from'>, today: string) {
  return closure.from <= today ? ('active' as const) : ('upcoming' as const);
}

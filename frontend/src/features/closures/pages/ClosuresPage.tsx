import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/useAuth';
import { usePermission } from '@/auth/usePermission';
import { berlinToday } from '@/components/format/calendarDates';
import { StaffListPage } from '@/components/staff/StaffListPage';
import { useOutboxSave } from '@/components/staff/useOutboxSave';
import { useClosures, useVenueOptions } from '@/features/closures/api/useClosures';
import { ClosureCard } from '@/features/closures/components/ClosureCard';
import { ClosureDialog, type ClosureValues } from '@/features/closures/components/ClosureDialog';
import { closureEntity } from '@/features/closures/offline';
import { useOutboxRowsByEntity } from '@/offline/useOutboxRows';
import '@/features/closures/strings';

/**
 * Venue closures (issue 25): the closures that are not over, by start; close a venue for a range
 * of dates (every training there is off, public at once) and lift a closure, also offline.
 */
export function ClosuresPage() {
  const { t } = useTranslation(['closures', 'account']);
  const { user } = useAuth();
  const mayClose = usePermission('locations:manage');
  const list = useClosures();
  const venues = useVenueOptions();
  const rowsOf = useOutboxRowsByEntity(user?._id);
  const closures = useOutboxSave(closureEntity);
  const [creating, setCreating] = useState(false);
  const today = berlinToday();
  const sorted = useMemo(
    () =>
      (list.items ?? [])
        .filter((item) => item.to >= today)
        .sort(
          (a, b) =>
            a.from.localeCompare(b.from) || a.location.name.localeCompare(b.location.name, 'de'),
        ),
    [list.items, today],
  );

  const save = async (values: ClosureValues) => {
    const venue = venues.data?.find((option) => option._id === values.location);
    if (!venue) return;
    const id = await closures.save({
      create: values,
      view: {
        location: venue,
        notice: false,
        created_at: new Date().toISOString(),
        version: 0,
      },
    });
    if (id) setCreating(false);
  };

  return (
    <StaffListPage
      id="closures"
      title={t('closures.title')}
      list={list}
      items={sorted}
      texts={{
        failed: t('closures.loadError'),
        empty: t('closures.empty'),
        stale: t('closures.stale'),
      }}
      create={
        mayClose ? { label: t('closures.create'), onClick: () => setCreating(true) } : undefined
      }
      renderItem={(item) => (
        <ClosureCard
          item={item}
          today={today}
          rows={rowsOf.get(`closure:${item._id}`)}
          onReopen={(closure) => void closures.remove(closure._id)}
        />
      )}
    >
      {creating && (
        <ClosureDialog
          today={today}
          venues={venues.data}
          venuesFailed={venues.isError}
          onSave={save}
          onClose={() => setCreating(false)}
        />
      )}
    </StaffListPage>
  );
}

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/useAuth';
import { StaffListPage } from '@/components/staff/StaffListPage';
import { useOutboxSave } from '@/components/staff/useOutboxSave';
import { useStaffLocations } from '@/features/locationsStaff/api/useStaffLocations';
import { LocationCard } from '@/features/locationsStaff/components/LocationCard';
import {
  LocationDialog,
  locationBody,
  locationPatch,
  type LocationValues,
} from '@/features/locationsStaff/components/LocationDialog';
import { locationEntity, type LocalLocation } from '@/features/locationsStaff/offline';
import { useOutboxRowsByEntity } from '@/offline/useOutboxRows';
import '@/features/locationsStaff/strings';

/**
 * Spec section 6 `locations`: the club's venues by name, as the public venues page lists them;
 * create, edit, image, delete, also offline (admin and owner).
 */
export function LocationsPage() {
  const { t } = useTranslation(['locations', 'account']);
  const { user } = useAuth();
  const list = useStaffLocations();
  const rowsOf = useOutboxRowsByEntity(user?._id);
  const locations = useOutboxSave(locationEntity);
  /** The dialog: null closed, `{ item: null }` a new venue, else the one edited. */
  const [editing, setEditing] = useState<{ item: LocalLocation | null } | null>(null);
  const sorted = useMemo(
    () => [...(list.items ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'de')),
    [list.items],
  );

  const save = async (values: LocationValues, image: File | null) => {
    if (!editing) return;
    const images = { image };
    const id = editing.item
      ? await locations.save({
          id: editing.item._id,
          patch: locationPatch(editing.item, values),
          images,
        })
      : await locations.save({
          create: locationBody(values),
          view: {
            photoURL: null,
            srcset: null,
            version: 0,
            updated_at: new Date().toISOString(),
          },
          images,
        });
    if (id) setEditing(null);
  };

  return (
    <StaffListPage
      id="locations"
      title={t('locations.title')}
      list={list}
      items={sorted}
      texts={{
        failed: t('locations.loadError'),
        empty: t('locations.empty'),
        stale: t('locations.stale'),
      }}
      create={{ label: t('locations.create'), onClick: () => setEditing({ item: null }) }}
      renderItem={(item) => (
        <LocationCard
          item={item}
          rows={rowsOf.get(`location:${item._id}`)}
          onEdit={(edited) => setEditing({ item: edited })}
          onRemove={(removed) => void locations.remove(removed._id)}
        />
      )}
    >
      {editing && (
        <LocationDialog item={editing.item} onSave={save} onClose={() => setEditing(null)} />
      )}
    </StaffListPage>
  );
}

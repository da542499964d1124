import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlash } from '@/components/flash';
import { StaffListPage } from '@/components/staff/StaffListPage';
import { useOutboxSave } from '@/components/staff/useOutboxSave';
import { useAuth } from '@/auth/useAuth';
import { useStaffSponsors } from '@/features/sponsors/api/useStaffSponsors';
import { SponsorCard } from '@/features/sponsors/components/SponsorCard';
import {
  SponsorDialog,
  sponsorBody,
  sponsorPatch,
  type SponsorValues,
} from '@/features/sponsors/components/SponsorDialog';
import { sponsorEntity, type LocalSponsor } from '@/features/sponsors/offline';
import { useOutboxRowsByEntity } from '@/offline/useOutboxRows';
import '@/features/sponsors/strings';

/** The order the public pages show: by `sort_order`, then by text. */
export function bySortOrder(a: LocalSponsor, b: LocalSponsor): number {
  return a.sort_order - b.sort_order || a.text.localeCompare(b.text, 'de');
}

/**
 * The new `sort_order` values when the sponsor at `index` trades places with its neighbour: the
 * two swap their numbers, or, where numbers repeat, the whole list is numbered in steps of 10.
 */
export function movedOrders(
  sorted: readonly LocalSponsor[],
  index: number,
  by: -1 | 1,
): Map<string, number> {
  const other = index + by;
  const changes = new Map<string, number>();
  const a = sorted[index];
  const b = sorted[other];
  if (!a || !b) return changes;
  const distinct = new Set(sorted.map((item) => item.sort_order)).size === sorted.length;
  if (distinct) {
    changes.set(a._id, b.sort_order);
    changes.set(b._id, a.sort_order);
    return changes;
  }
  const next = [...sorted];
  next[index] = b;
  next[other] = a;
  next.forEach((item, i) => {
    const order = (i + 1) * 10;
    if (item.sort_order !== order) changes.set(item._id, order);
  });
  return changes;
}

/**
 * Spec section 6 `sponsors`: the club's sponsors in the order the home page and the fun run page
 * show them; create, edit, logo, order, delete, also offline (admin and owner).
 */
export function SponsorsPage() {
  const { t } = useTranslation(['sponsors', 'account']);
  const { user } = useAuth();
  const { show } = useFlash();
  const list = useStaffSponsors();
  const rowsOf = useOutboxRowsByEntity(user?._id);
  const sponsors = useOutboxSave(sponsorEntity);
  /** The dialog: null closed, `{ item: null }` a new sponsor, else the one edited. */
  const [editing, setEditing] = useState<{ item: LocalSponsor | null } | null>(null);
  const sorted = useMemo(() => [...(list.items ?? [])].sort(bySortOrder), [list.items]);
  const nextOrder = sorted.length
    ? Math.min(sorted[sorted.length - 1]!.sort_order + 10, 10_000)
    : 10;

  const save = async (values: SponsorValues, image: File | null) => {
    if (!editing) return;
    const images = { image };
    const id = editing.item
      ? await sponsors.save({
          id: editing.item._id,
          patch: sponsorPatch(editing.item, values),
          images,
        })
      : await sponsors.save({
          create: sponsorBody(values),
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

  const move = async (item: LocalSponsor, by: -1 | 1) => {
    const changes = movedOrders(sorted, sorted.indexOf(item), by);
    try {
      for (const [id, sortOrder] of changes)
        await sponsors.writes.update(id, { sort_order: sortOrder });
      show(t(navigator.onLine ? 'sponsors.moved' : 'account:sync.savedOffline'), 'success');
    } catch {
      show(t('account:sync.saveFailed'), 'error');
    }
  };

  return (
    <StaffListPage
      id="sponsors"
      title={t('sponsors.title')}
      list={list}
      items={sorted}
      texts={{
        failed: t('sponsors.loadError'),
        empty: t('sponsors.empty'),
        stale: t('sponsors.stale'),
      }}
      create={{ label: t('sponsors.create'), onClick: () => setEditing({ item: null }) }}
      renderItem={(item) => {
        const index = sorted.indexOf(item);
        return (
          <SponsorCard
            item={item}
            position={index + 1}
            first={index === 0}
            last={index === sorted.length - 1}
            rows={rowsOf.get(`sponsor:${item._id}`)}
            onEdit={(edited) => setEditing({ item: edited })}
            onRemove={(removed) => void sponsors.remove(removed._id)}
            onMove={(moved, by) => void move(moved, by)}
          />
        );
      }}
    >
      {editing && (
        <SponsorDialog
          item={editing.item}
          nextOrder={nextOrder}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </StaffListPage>
  );
}

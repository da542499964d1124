import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/useAuth';
import { StaffListPage } from '@/components/staff/StaffListPage';
import { useOutboxSave } from '@/components/staff/useOutboxSave';
import { useStaffBanners } from '@/features/banners/api/useStaffBanners';
import { BannerCard } from '@/features/banners/components/BannerCard';
import {
  BannerDialog,
  bannerBody,
  bannerPatch,
  type BannerValues,
} from '@/features/banners/components/BannerDialog';
import { bannerEntity, bannerState, type LocalBanner } from '@/features/banners/offline';
import { useOutboxRowsByEntity } from '@/offline/useOutboxRows';
import '@/features/banners/strings';

const STATE_ORDER = { active: 0, upcoming: 1, ended: 2 } as const;

/**
 * Spec section 6 `banners`: the site-wide notices, those showing now first, then the planned,
 * then the ended, each by start; create, edit, delete, also offline (admin and owner).
 */
export function BannersPage() {
  const { t } = useTranslation(['banners', 'account']);
  const { user } = useAuth();
  const list = useStaffBanners();
  const rowsOf = useOutboxRowsByEntity(user?._id);
  const banners = useOutboxSave(bannerEntity);
  /** The dialog: null closed, `{ item: null }` a new banner, else the one edited. */
  const [editing, setEditing] = useState<{ item: LocalBanner | null } | null>(null);
  const sorted = useMemo(
    () =>
      [...(list.items ?? [])].sort(
        (a, b) =>
          STATE_ORDER[bannerState(a)] - STATE_ORDER[bannerState(b)] ||
          a.starts_at.localeCompare(b.starts_at),
      ),
    [list.items],
  );

  const save = async (values: BannerValues) => {
    if (!editing) return;
    const id = editing.item
      ? await banners.save({ id: editing.item._id, patch: bannerPatch(editing.item, values) })
      : await banners.save({
          create: bannerBody(values),
          view: { active: false, version: 0, updated_at: new Date().toISOString() },
        });
    if (id) setEditing(null);
  };

  return (
    <StaffListPage
      id="banners"
      title={t('banners.title')}
      list={list}
      items={sorted}
      texts={{
        failed: t('banners.loadError'),
        empty: t('banners.empty'),
        stale: t('banners.stale'),
      }}
      create={{ label: t('banners.create'), onClick: () => setEditing({ item: null }) }}
      renderItem={(item) => (
        <BannerCard
          item={item}
          rows={rowsOf.get(`banner:${item._id}`)}
          onEdit={(edited) => setEditing({ item: edited })}
          onRemove={(removed) => void banners.remove(removed._id)}
        />
      )}
    >
      {editing && (
        <BannerDialog item={editing.item} onSave={save} onClose={() => setEditing(null)} />
      )}
    </StaffListPage>
  );
}

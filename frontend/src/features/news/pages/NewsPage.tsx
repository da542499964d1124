import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/useAuth';
import { useStaffNews } from '@/features/news/api/useStaffNews';
import { NewsCard } from '@/features/news/components/NewsCard';
import { NewsDialog, newsPatch, type NewsValues } from '@/features/news/components/NewsDialog';
import { newsEntity, type LocalNews } from '@/features/news/offline';
import { StaffListPage } from '@/components/staff/StaffListPage';
import { useOutboxSave } from '@/components/staff/useOutboxSave';
import { useOutboxRowsByEntity } from '@/offline/useOutboxRows';
import '@/features/news/strings';

/** Spec section 6 `news`: the club's news, newest first; create, edit, image, delete, also offline. */
export function NewsPage() {
  const { t } = useTranslation(['news', 'account']);
  const { user } = useAuth();
  const list = useStaffNews();
  const rowsOf = useOutboxRowsByEntity(user?._id);
  const news = useOutboxSave(newsEntity);
  /** The dialog: null closed, `{ item: null }` a new item, else the item edited. */
  const [editing, setEditing] = useState<{ item: LocalNews | null } | null>(null);
  const sorted = useMemo(
    () =>
      [...(list.items ?? [])].sort((a, b) =>
        (b.created_at ?? '').localeCompare(a.created_at ?? ''),
      ),
    [list.items],
  );

  const save = async (values: NewsValues, image: File | null) => {
    if (!user || !editing) return;
    const images = { image };
    const id = editing.item
      ? await news.save({ id: editing.item._id, patch: newsPatch(editing.item, values), images })
      : await news.save({
          // An empty info is left out: the API wants none or 3 characters and more.
          create: {
            title: values.title,
            text: values.text,
            ...(values.info ? { info: values.info } : {}),
          },
          view: {
            photoURL: null,
            created_at: new Date().toISOString(),
            created_by: { _id: user._id, name: user.fullname },
            can_delete: true,
            version: 0,
          },
          images,
        });
    if (id) setEditing(null);
  };

  return (
    <StaffListPage
      id="news"
      title={t('news.title')}
      list={list}
      items={sorted}
      texts={{
        failed: t('news.loadError'),
        empty: t('news.empty'),
        stale: t('news.stale'),
        loadMore: t('news.loadMore'),
      }}
      create={{ label: t('news.create'), onClick: () => setEditing({ item: null }) }}
      renderItem={(item) => (
        <NewsCard
          item={item}
          rows={rowsOf.get(`news:${item._id}`)}
          onEdit={(edited) => setEditing({ item: edited })}
          onRemove={(removed) => void news.remove(removed._id)}
        />
      )}
    >
      {editing && <NewsDialog item={editing.item} onSave={save} onClose={() => setEditing(null)} />}
    </StaffListPage>
  );
}

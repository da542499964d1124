import { Button, Title2 } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/useAuth';
import { useFlash } from '@/components/flash';
import { ListStates } from '@/components/layout/ListStates';
import { LoadMore } from '@/components/layout/LoadMore';
import { useListPageStyles } from '@/components/layout/listPage.styles';
import { useStaffNews } from '@/features/news/api/useStaffNews';
import { NewsCard } from '@/features/news/components/NewsCard';
import { NewsDialog, newsPatch, type NewsValues } from '@/features/news/components/NewsDialog';
import type { LocalNews } from '@/features/news/offline';
import { useOutboxMutation } from '@/offline/hooks';
import { useOutboxRowsByEntity } from '@/offline/useOutboxRows';
import '@/features/news/strings';

/** Spec section 6 `news`: the club's news, newest first; create, edit, image, delete, also offline. */
export function NewsPage() {
  const { t } = useTranslation(['news', 'account']);
  const list = useListPageStyles();
  const { user } = useAuth();
  const { show } = useFlash();
  const { items, loading, failed, stale, refetch, ...paging } = useStaffNews();
  const rowsOf = useOutboxRowsByEntity(user?._id);
  const news = useOutboxMutation('news');
  /** The dialog: null closed, `{ item: null }` a new item, else the item edited. */
  const [editing, setEditing] = useState<{ item: LocalNews | null } | null>(null);
  const sorted = useMemo(
    () => [...(items ?? [])].sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? '')),
    [items],
  );

  const save = async (values: NewsValues, image: File | null) => {
    if (!user || !editing) return;
    try {
      let id = editing.item?._id;
      if (editing.item && id) {
        const patch = newsPatch(editing.item, values);
        if (Object.keys(patch).length > 0) await news.update(id, patch);
      } else {
        // An empty info is left out: the API wants none or 3 characters and more.
        id = await news.create(
          { title: values.title, text: values.text, ...(values.info ? { info: values.info } : {}) },
          {
            photoURL: null,
            created_at: new Date().toISOString(),
            created_by: { _id: user._id, name: user.fullname },
            can_delete: true,
            version: 0,
          },
        );
      }
      if (image) await news.upload(id, 'image', image);
      setEditing(null);
      const done = editing.item ? 'news.saved' : 'news.created';
      show(t(navigator.onLine ? done : 'sync.savedOffline'), 'success');
    } catch {
      show(t('sync.saveFailed'), 'error');
    }
  };

  const remove = (item: LocalNews) =>
    news
      .remove(item._id)
      .then(() => show(t(navigator.onLine ? 'news.deleted' : 'sync.savedOffline'), 'success'))
      .catch(() => show(t('sync.saveFailed'), 'error'));

  return (
    <section aria-labelledby="news-title">
      <div className={list.header}>
        <Title2 as="h1" id="news-title">
          {t('news.title')}
        </Title2>
        <Button
          appearance="primary"
          icon={<Add20Regular />}
          onClick={() => setEditing({ item: null })}
          data-testid="news-create"
        >
          {t('news.create')}
        </Button>
      </div>
      <ListStates
        loading={loading}
        failed={failed}
        stale={stale}
        empty={sorted.length === 0}
        texts={{ failed: t('news.loadError'), empty: t('news.empty'), stale: t('news.stale') }}
        onRetry={refetch}
      >
        <ul className={list.grid} aria-label={t('news.title')}>
          {sorted.map((item) => (
            <li key={item._id} data-testid="news-item">
              <NewsCard
                item={item}
                rows={rowsOf.get(`news:${item._id}`)}
                onEdit={(edited) => setEditing({ item: edited })}
                onRemove={(removed) => void remove(removed)}
              />
            </li>
          ))}
        </ul>
        <LoadMore
          loaded={paging.loaded}
          total={paging.total}
          loading={paging.loadingMore}
          onLoadMore={paging.loadMore}
          label={t('news.loadMore')}
        />
      </ListStates>
      {editing && <NewsDialog item={editing.item} onSave={save} onClose={() => setEditing(null)} />}
    </section>
  );
}

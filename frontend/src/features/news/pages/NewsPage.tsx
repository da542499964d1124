import {
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  Subtitle2,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/useAuth';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { useFlash } from '@/components/flash';
import { formatDate, formatTime } from '@/components/format/date';
import { ListStates } from '@/components/layout/ListStates';
import { useListPageStyles } from '@/components/layout/listPage.styles';
import { useStaffNews } from '@/features/news/api/useStaffNews';
import { NewsDialog, type NewsValues } from '@/features/news/components/NewsDialog';
import type { LocalNews } from '@/features/news/offline';
import { useOutboxMutation } from '@/offline/hooks';
import type { OutboxRow } from '@/offline/types';
import { useOutboxRowsByEntity } from '@/offline/useOutboxRows';

const useStyles = makeStyles({
  card: { height: '100%' },
  text: {
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  meta: { color: tokens.colorNeutralForeground3 },
  footer: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    marginTop: 'auto',
  },
});

/** Spec section 6 `news`: the club's news, newest first; create and delete, also offline. */
export function NewsPage() {
  const { t } = useTranslation('account');
  const styles = useStyles();
  const list = useListPageStyles();
  const { user } = useAuth();
  const { show } = useFlash();
  const { items, loading, failed, stale, refetch } = useStaffNews();
  const rowsOf = useOutboxRowsByEntity(user?._id);
  const news = useOutboxMutation('news');
  const [creating, setCreating] = useState(false);
  const sorted = useMemo(
    () => [...(items ?? [])].sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? '')),
    [items],
  );

  const save = async (values: NewsValues) => {
    if (!user) return;
    try {
      // An empty info is left out: the API wants none or 3 characters and more.
      await news.create(
        { title: values.title, text: values.text, ...(values.info ? { info: values.info } : {}) },
        {
          photoURL: null,
          created_at: new Date().toISOString(),
          created_by: { _id: user._id, name: user.fullname },
          can_delete: true,
          version: 0,
        },
      );
      setCreating(false);
      show(t(navigator.onLine ? 'news.created' : 'sync.savedOffline'), 'success');
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
          onClick={() => setCreating(true)}
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
              <Card className={styles.card}>
                <Subtitle2 as="h2">{item.title}</Subtitle2>
                <Caption1 className={styles.meta}>
                  {t('news.meta', {
                    date: formatDate(item.created_at),
                    time: formatTime(item.created_at),
                    name: item.created_by?.name ?? t('news.unknownAuthor'),
                  })}
                </Caption1>
                <Body1 className={styles.text}>{item.text}</Body1>
                {item.info && <Caption1>{item.info}</Caption1>}
                <div className={styles.footer}>
                  <SyncState rows={rowsOf.get(`news:${item._id}`)} />
                  {(item.can_delete || item.serverVersion === null) && (
                    <ConfirmDialog
                      trigger={
                        <Button
                          appearance="subtle"
                          icon={<Delete20Regular />}
                          aria-label={t('news.delete', { title: item.title })}
                          data-testid="news-delete"
                        />
                      }
                      title={t('news.deleteTitle')}
                      confirmLabel={t('editor.deleteConfirm')}
                      cancelLabel={t('common.cancel')}
                      onConfirm={() => void remove(item)}
                    >
                      {t('news.deleteText', { title: item.title })}
                    </ConfirmDialog>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </ListStates>
      {creating && <NewsDialog onSave={save} onClose={() => setCreating(false)} />}
    </section>
  );
}

/**
 * Whether the item still waits for the server, or the server refused it (with its reason, so
 * nothing is silently lost: the outbox dialog offers to discard it).
 */
function SyncState({ rows }: { rows: OutboxRow[] | undefined }) {
  const { t } = useTranslation('account');
  if (!rows?.length) return <span />;
  const failed = rows.find((row) => row.status === 'rejected' || row.status === 'refused');
  if (failed) {
    const reason = failed.details ? Object.values(failed.details).join(' ') : failed.lastError;
    return (
      <Badge appearance="tint" color="danger" data-testid="news-rejected">
        {t('outbox.status.rejected')}
        {reason ? `: ${reason}` : ''}
      </Badge>
    );
  }
  return (
    <Badge appearance="tint" color="warning" data-testid="news-unsynced">
      {t('state.unsynced')}
    </Badge>
  );
}

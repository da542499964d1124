import {
  Body1,
  Button,
  Caption1,
  Card,
  CardPreview,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { CardPhoto } from '@/components/media/CardPhoto';
import { UploadProgress } from '@/components/media/UploadProgress';
import { formatDate, formatTime } from '@/components/format/date';
import { SyncState } from '@/components/staff/SyncState';
import type { LocalNews } from '@/features/news/offline';
import type { OutboxRow } from '@/offline/types';
import '@/features/news/strings';

const useStyles = makeStyles({
  card: { height: '100%' },
  image: { width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' },
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
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

export interface NewsCardProps {
  item: LocalNews;
  rows: OutboxRow[] | undefined;
  onEdit(item: LocalNews): void;
  onRemove(item: LocalNews): void;
}

/**
 * A news item in the back office: image (or the picked one waiting to upload), title, date and
 * author, text, info, its sync state; edit and delete for its author, an admin or the owner.
 */
export function NewsCard({ item, rows, onEdit, onRemove }: NewsCardProps) {
  const { t } = useTranslation(['news', 'account']);
  const styles = useStyles();
  // The server says who may change it; an item made on this device (not sent yet) is the user's.
  const mayChange = item.can_delete || item.serverVersion === null;
  return (
    <Card className={styles.card}>
      {(item.localImages?.image || item.photoURL) && (
        <CardPreview>
          <CardPhoto
            pending={item.localImages?.image}
            src={item.photoURL}
            srcset={item.srcset}
            className={styles.image}
          />
        </CardPreview>
      )}
      <UploadProgress type="news" id={item._id} />
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
        <SyncState rows={rows} testId="news" />
        {mayChange && (
          <span className={styles.actions}>
            <Button
              appearance="subtle"
              icon={<Edit20Regular />}
              aria-label={t('news.editAction', { title: item.title })}
              onClick={() => onEdit(item)}
              data-testid="news-edit"
            />
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
              onConfirm={() => onRemove(item)}
            >
              {t('news.deleteText', { title: item.title })}
            </ConfirmDialog>
          </span>
        )}
      </div>
    </Card>
  );
}

import {
  Body1,
  Caption1,
  Card,
  CardPreview,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { StaffCardFooter } from '@/components/staff/StaffCardFooter';
import { CardPhoto } from '@/components/media/CardPhoto';
import { UploadProgress } from '@/components/media/UploadProgress';
import { formatDate, formatTime } from '@/components/format/date';
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
      <StaffCardFooter
        testId="news"
        rows={rows}
        mayChange={mayChange}
        texts={{
          edit: t('news.editAction', { title: item.title }),
          delete: t('news.delete', { title: item.title }),
          deleteTitle: t('news.deleteTitle'),
          deleteText: t('news.deleteText', { title: item.title }),
        }}
        onEdit={() => onEdit(item)}
        onDelete={() => onRemove(item)}
      />
    </Card>
  );
}

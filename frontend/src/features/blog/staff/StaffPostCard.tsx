import {
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  CardPreview,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  Delete20Regular,
  Edit20Regular,
  EyeRegular,
  HeartRegular,
  LockClosed20Regular,
  LockOpen20Regular,
  MoreHorizontal20Regular,
} from '@fluentui/react-icons';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/auth/usePermission';
import { CardPhoto } from '@/components/media/CardPhoto';
import { UploadProgress } from '@/components/media/UploadProgress';
import { formatDate } from '@/components/format/date';
import { richTextToPlain } from '@/components/richtext/allowlist';
import type { LocalPost } from '@/features/blog/offline';
import { failureReason } from '@/offline/rowError';
import type { OutboxRow } from '@/offline/types';
import '@/features/blog/staff/strings';

const useStyles = makeStyles({
  card: { height: '100%' },
  image: { width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' },
  placeholder: {
    width: '100%',
    aspectRatio: '16 / 9',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  head: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  text: {
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  meta: { color: tokens.colorNeutralForeground3 },
  counts: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground3,
  },
  count: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, minWidth: 0 },
  // A badge's text (a refusal's reason) wraps inside it instead of spilling out of the card.
  badge: {
    height: 'auto',
    minHeight: '20px',
    maxWidth: '100%',
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    textAlign: 'start',
    paddingBlock: tokens.spacingVerticalXXS,
  },
});

export interface StaffPostCardProps {
  post: LocalPost;
  /** The post's rows still on the device. */
  rows: OutboxRow[] | undefined;
  onEdit(post: LocalPost): void;
  onToggleBlock(post: LocalPost): void;
  onDelete(post: LocalPost): void;
}

/**
 * A post in the back office: photo (or the picked one waiting to upload), date, title, info,
 * author (once), likes and views, excerpt, who blocked it, whether it waits to sync, and the actions the session may take.
 */
export const StaffPostCard = memo(function StaffPostCard({
  post,
  rows,
  onEdit,
  onToggleBlock,
  onDelete,
}: StaffPostCardProps) {
  const { t, i18n } = useTranslation(['blogStaff', 'account']);
  const styles = useStyles();
  const mayEdit = usePermission('posts:edit');
  const mayBlock = usePermission('posts:block');
  const mayDelete = usePermission('posts:delete');
  // The info often names the author already ("Bericht von Anna Keller"): then once is enough.
  const owner = post.owner?.name;
  const author = owner && !post.info?.includes(owner) ? t('posts.by', { name: owner }) : null;
  const failed = rows?.find((row) => row.status === 'rejected' || row.status === 'refused');
  return (
    <Card className={styles.card} data-testid="post-card">
      <CardPreview>
        <CardPhoto
          pending={post.localImages?.image}
          src={post.photoURL}
          srcset={post.srcset}
          className={styles.image}
          placeholderClassName={styles.placeholder}
        />
      </CardPreview>
      <UploadProgress type="post" id={post._id} />
      <div className={styles.head}>
        <Subtitle2 as="h2">{post.title}</Subtitle2>
        {(mayEdit || mayBlock || mayDelete) && (
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button
                appearance="subtle"
                icon={<MoreHorizontal20Regular />}
                aria-label={t('posts.actions', { title: post.title })}
                data-testid="post-actions"
              />
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {mayEdit && (
                  <MenuItem
                    icon={<Edit20Regular />}
                    onClick={() => onEdit(post)}
                    data-testid="post-edit"
                  >
                    {t('posts.editAction')}
                  </MenuItem>
                )}
                {mayBlock && post.serverVersion !== null && (
                  <MenuItem
                    icon={post.blocked ? <LockOpen20Regular /> : <LockClosed20Regular />}
                    onClick={() => onToggleBlock(post)}
                    data-testid="post-block"
                  >
                    {post.blocked ? t('posts.unblock') : t('posts.block')}
                  </MenuItem>
                )}
                {mayDelete && (
                  <MenuItem
                    icon={<Delete20Regular />}
                    onClick={() => onDelete(post)}
                    data-testid="post-delete"
                  >
                    {t('posts.delete')}
                  </MenuItem>
                )}
              </MenuList>
            </MenuPopover>
          </Menu>
        )}
      </div>
      <Caption1 className={styles.meta}>
        {[post.created_at ? formatDate(post.created_at) : null, post.info, author]
          .filter(Boolean)
          .join(' · ')}
      </Caption1>
      <Caption1 className={styles.counts}>
        <span className={styles.count} data-testid="post-likes">
          <HeartRegular aria-hidden="true" />
          {t('posts.likes', { count: post.likes ?? 0 })}
        </span>
        <span className={styles.count} data-testid="post-views">
          <EyeRegular aria-hidden="true" />
          {t('posts.views', { count: post.views ?? 0 })}
        </span>
      </Caption1>
      <Body1 className={styles.text}>{richTextToPlain(post.text ?? '')}</Body1>
      <div className={styles.badges}>
        {post.blocked && (
          <Badge
            appearance="tint"
            color="danger"
            className={styles.badge}
            data-testid="post-blocked"
          >
            {post.blocked_by
              ? t('posts.blockedBy', { name: post.blocked_by.name })
              : t('posts.blocked')}
          </Badge>
        )}
        {failed ? (
          <Badge
            appearance="tint"
            color="danger"
            className={styles.badge}
            data-testid="post-rejected"
          >
            {t('outbox.status.rejected')}
            {failureReason(failed, i18n)}
          </Badge>
        ) : rows?.length ? (
          <Badge
            appearance="tint"
            color="warning"
            className={styles.badge}
            data-testid="post-unsynced"
          >
            {t('state.unsynced')}
          </Badge>
        ) : null}
      </div>
    </Card>
  );
});

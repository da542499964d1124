import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/components/network/useOnline';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalL,
  },
});

export interface LoadMoreProps {
  /** Items the server's pages asked so far held. */
  loaded: number;
  /** Items the server has; nothing is shown before it answered. */
  total: number | undefined;
  loading: boolean;
  onLoadMore(): void;
  /** The button's text ("Ältere Beiträge laden"). */
  label: string;
}

/**
 * The foot of a list the server pages: how many of how many are here, and a button for the next
 * page while there are more. Older pages need the connection, which it says offline.
 */
export function LoadMore({ loaded, total, loading, onLoadMore, label }: LoadMoreProps) {
  const styles = useStyles();
  const { t } = useTranslation('account');
  const online = useOnline();
  if (total === undefined || loaded >= total) return null;
  return (
    <div className={styles.root} data-testid="load-more">
      <Text role="status">{t('list.loadedOf', { loaded, total })}</Text>
      {online ? (
        <Button
          onClick={onLoadMore}
          disabled={loading}
          icon={loading ? <Spinner size="tiny" /> : undefined}
        >
          {loading ? t('common.loading') : label}
        </Button>
      ) : (
        <Text>{t('list.moreNeedsConnection')}</Text>
      )}
    </div>
  );
}

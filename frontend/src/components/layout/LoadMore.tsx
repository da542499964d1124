import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
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
 * page while there are more. Older pages need the connection, which it says offline. The button
 * keeps the focus while it loads; once everything is here, the line that says so takes it.
 */
export function LoadMore({ loaded, total, loading, onLoadMore, label }: LoadMoreProps) {
  const styles = useStyles();
  const { t } = useTranslation('account');
  const online = useOnline();
  const [asked, setAsked] = useState(false);
  const all = useRef<HTMLSpanElement>(null);
  const complete = total !== undefined && loaded >= total;
  useEffect(() => {
    if (asked && complete) all.current?.focus();
  }, [asked, complete]);
  if (total === undefined || (complete && !asked)) return null;
  if (complete) {
    return (
      <div className={styles.root} data-testid="load-more">
        <Text role="status" tabIndex={-1} ref={all}>
          {t('list.allLoaded', { total })}
        </Text>
      </div>
    );
  }
  return (
    <div className={styles.root} data-testid="load-more">
      <Text role="status">{t('list.loadedOf', { loaded, total })}</Text>
      {online ? (
        <Button
          disabledFocusable={loading}
          icon={loading ? <Spinner size="tiny" /> : undefined}
          onClick={() => {
            setAsked(true);
            onLoadMore();
          }}
        >
          {loading ? t('common.loading') : label}
        </Button>
      ) : (
        <Text>{t('list.moreNeedsConnection')}</Text>
      )}
    </div>
  );
}

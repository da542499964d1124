import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SAVED_AT_KEY } from '@/app/pwa/offlineWarmup';
import { pageRenderedAt } from '@/components/meta/pageTime';
import { useOnline } from '@/components/network/useOnline';
import { formatDate, formatTime } from '@/components/format/date';

const useStyles = makeStyles({
  bar: { borderRadius: 0, paddingInline: tokens.spacingHorizontalL },
});

/** The time of the data shown offline: the page's render, else the last background save. */
function dataTime(): number | null {
  const saved = Number(localStorage.getItem(SAVED_AT_KEY) ?? 0) || null;
  return pageRenderedAt() ?? saved;
}

/**
 * Offline, links load whole pages: the service worker answers them from its page cache (each page
 * carries its data) or with the offline page, instead of the app asking an API it cannot reach.
 */
function useDocumentNavigationWhileOffline(online: boolean): void {
  useEffect(() => {
    if (online) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
      if (link && !link.hasAttribute('download') && link.getAttribute('target') !== '_blank') {
        event.stopPropagation(); // the router never sees it; the browser navigates
      }
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [online]);
}

/** Spec-less but expected: a visible note that the page is offline and from when its data is. */
export function OfflineNotice() {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const online = useOnline();
  useDocumentNavigationWhileOffline(online);
  if (online) return null;
  const time = dataTime();
  const iso = time ? new Date(time).toISOString() : null;
  return (
    <MessageBar
      className={styles.bar}
      intent="warning"
      layout="multiline"
      role="status"
      data-testid="offline-notice"
    >
      <MessageBarBody>
        {iso ? t('offlineSince', { date: formatDate(iso), time: formatTime(iso) }) : t('offline')}
      </MessageBarBody>
    </MessageBar>
  );
}

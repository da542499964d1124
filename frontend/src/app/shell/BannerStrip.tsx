import {
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Button,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicQueries } from '@/api/publicQueries';
import type { PublicClosure } from '@/api/types';
import { shortDay, useToday } from '@/components/schedule/cancellations';
import { useLang } from '@/i18n/useLang';

/** The banners this browser hid (by id), kept for the visit's tab. */
export const DISMISSED_KEY = 'vh.banners.dismissed';

const useStyles = makeStyles({
  strip: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
  },
  text: { overflowWrap: 'anywhere' },
});

function readDismissed(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The club's active banners (hall closed, training cancelled) on every public page, in the
 * server's HTML too (the shell's loader fetches them), and the venue closures that have begun or
 * begin within 14 days (the server's `notice`). Each can be hidden for this tab; the server sends
 * only banners whose time window is running and closures that are not over.
 */
export function BannerStrip() {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const banners = useQuery(publicQueries.banners());
  const closures = useQuery(publicQueries.closures());
  const today = useToday();
  const lang = useLang();
  // Read after hydration: the server's HTML shows every active banner.
  const [dismissed, setDismissed] = useState<string[]>([]);
  useEffect(() => setDismissed(readDismissed()), []);
  const shown = (banners.data ?? []).filter((banner) => !dismissed.includes(banner._id));
  const notices = (closures.data ?? []).filter(
    (closure) => closure.notice && closure.to >= today && !dismissed.includes(closure._id),
  );
  if (shown.length === 0 && notices.length === 0) return null;
  const closureText = (closure: PublicClosure) =>
    closure.from === closure.to
      ? t('banners.closureOn', {
          venue: closure.location.name,
          date: shortDay(closure.from, lang),
          reason: closure.reason,
        })
      : t('banners.closure', {
          venue: closure.location.name,
          from: shortDay(closure.from, lang),
          to: shortDay(closure.to, lang),
          reason: closure.reason,
        });
  const dismissButton = (id: string) => (
    <MessageBarActions
      containerAction={
        <Button
          appearance="transparent"
          icon={<DismissRegular />}
          aria-label={t('banners.dismiss')}
          onClick={() => dismiss(id)}
          data-testid="public-banner-dismiss"
        />
      }
    />
  );
  const dismiss = (id: string) => {
    const next = [...dismissed, id];
    setDismissed(next);
    try {
      sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // Storage blocked: hidden until the next page load.
    }
  };
  return (
    <section className={styles.strip} aria-label={t('banners.label')} data-testid="banner-strip">
      {shown.map((banner) => (
        <MessageBar
          key={banner._id}
          intent={banner.severity}
          layout="multiline"
          data-testid="public-banner"
        >
          <MessageBarBody className={styles.text}>
            {banner.text}
            {banner.link && (
              <>
                {' '}
                <Link href={banner.link} target="_blank" rel="noopener noreferrer" inline>
                  {t('banners.more')}
                </Link>
              </>
            )}
          </MessageBarBody>
          {dismissButton(banner._id)}
        </MessageBar>
      ))}
      {notices.map((closure) => (
        <MessageBar
          key={closure._id}
          intent="warning"
          layout="multiline"
          data-testid="closure-notice"
        >
          <MessageBarBody className={styles.text}>
            {closureText(closure)}{' '}
            <Link href={`/${lang}/sportstaetten#venue-${closure.location._id}`} inline>
              {t('banners.closureVenues')}
            </Link>
          </MessageBarBody>
          {dismissButton(closure._id)}
        </MessageBar>
      ))}
    </section>
  );
}

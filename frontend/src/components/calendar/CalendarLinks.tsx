import { Link, mergeClasses } from '@fluentui/react-components';
import { ArrowDownloadRegular, CalendarAddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useCalendarLinksStyles } from '@/components/calendar/CalendarLinks.styles';
import { calendarUrls, useSiteOrigin } from '@/components/calendar/siteOrigin';

export interface CalendarLinksProps {
  /** The feed below /calendar/: `club.ics`, `course/<id>.ics`, `venue/<id>.ics`, … */
  feed: string;
  /** What the feed holds, added to the links' accessible names ("Kalender abonnieren: Yoga"). */
  name?: string;
  className?: string;
}

/**
 * "Kalender abonnieren" (`webcal://`: the device's calendar app subscribes and follows changes)
 * and "Herunterladen" (the same feed as a file, once). Plain links in the server's HTML, so they
 * work without JavaScript (docs/public-pages.md, "Calendar links").
 */
export function CalendarLinks({ feed, name, className }: CalendarLinksProps) {
  const styles = useCalendarLinksStyles();
  const { t } = useTranslation('common');
  const { webcal, path } = calendarUrls(useSiteOrigin(), feed);
  // The visible text first, then what the feed holds (WCAG 2.5.3: the name contains the label).
  const named = (label: string) => (name ? `${label}: ${name}` : undefined);
  return (
    <div className={mergeClasses(styles.links, className)} data-testid="calendar-links">
      <Link
        href={webcal}
        className={styles.link}
        aria-label={named(t('calendar.subscribe'))}
        data-testid="calendar-subscribe"
      >
        <CalendarAddRegular aria-hidden="true" />
        {t('calendar.subscribe')}
      </Link>
      <Link
        href={path}
        download
        className={styles.link}
        aria-label={named(t('calendar.download'))}
        data-testid="calendar-download"
      >
        <ArrowDownloadRegular aria-hidden="true" />
        {t('calendar.download')}
      </Link>
    </div>
  );
}

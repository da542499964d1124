import { makeStyles, tokens } from '@fluentui/react-components';
import { CalendarCancelRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { PublicClosure } from '@/api/types';
import { shortDay, useToday } from '@/components/schedule/cancellations';
import { useLang } from '@/i18n/useLang';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
  },
  item: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorPaletteRedForeground1,
  },
  icon: { flexShrink: 0, marginTop: '2px' },
});

/** A venue's closures that are not over: „Gesperrt vom 21.12. bis 06.01.: Weihnachtsferien". */
export function VenueClosures({ closures }: { closures: readonly PublicClosure[] }) {
  const styles = useStyles();
  const { t } = useTranslation('venues');
  const lang = useLang();
  const today = useToday();
  const shown = closures.filter((closure) => closure.to >= today);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('closures')}>
      {shown.map((closure) => (
        <li key={closure._id} className={styles.item} data-testid="venue-closure">
          <CalendarCancelRegular className={styles.icon} aria-hidden="true" />
          <span>
            {closure.from === closure.to
              ? t('closedOn', { date: shortDay(closure.from, lang), reason: closure.reason })
              : t('closed', {
                  from: shortDay(closure.from, lang),
                  to: shortDay(closure.to, lang),
                  reason: closure.reason,
                })}
          </span>
        </li>
      ))}
    </ul>
  );
}

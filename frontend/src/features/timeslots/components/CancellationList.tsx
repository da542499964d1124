import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndo20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/components/format/calendarDates';
import { SyncState } from '@/components/staff/SyncState';
import type { LocalCancellation } from '@/features/timeslots/offline';
import { useLang } from '@/i18n/useLang';
import type { OutboxRow } from '@/offline/types';
import '@/features/timeslots/strings';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: `0 0 0 ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    // Not colorStatusDangerForeground1: in the dark theme it has 4.2:1 on a card (#dc626d).
    color: tokens.colorPaletteRedForeground1,
  },
  text: { flexGrow: 1, minWidth: '12rem', overflowWrap: 'anywhere' },
});

export interface CancellationListProps {
  /** The slot's upcoming cancellations, by date. */
  items: readonly LocalCancellation[];
  /** The slot as the editor names it, for the list's and the buttons' names. */
  slotLabel: string;
  /** The outbox rows by entity (`useOutboxRowsByEntity`): what still waits, what was refused. */
  rowsOf: ReadonlyMap<string, OutboxRow[]>;
  onRestore(item: LocalCancellation): void;
}

/**
 * Under a time slot: the trainings that do not take place („Fällt aus am Mo, 07.12.2026: Halle
 * gesperrt"), each with its sync state and "Absage zurücknehmen".
 */
export function CancellationList({ items, slotLabel, rowsOf, onRestore }: CancellationListProps) {
  const { t } = useTranslation(['timeslots', 'account']);
  const styles = useStyles();
  const lang = useLang();
  if (items.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('cancel.listLabel', { slot: slotLabel })}>
      {items.map((item) => {
        const date = formatCalendarDate(item.date, lang);
        return (
          <li key={item._id} className={styles.item} data-testid="cancellation-item">
            <span className={styles.text}>{t('cancel.off', { date, reason: item.reason })}</span>
            <SyncState rows={rowsOf.get(`cancellation:${item._id}`)} testId="cancellation" />
            <Button
              appearance="subtle"
              size="small"
              icon={<ArrowUndo20Regular />}
              aria-label={t('cancel.restoreFor', { date })}
              onClick={() => onRestore(item)}
              data-testid="cancellation-restore"
            >
              {t('cancel.restore')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

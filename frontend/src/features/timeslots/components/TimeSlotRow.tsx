import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  CalendarCancel20Regular,
  Delete20Regular,
  Edit20Regular,
  Warning16Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { CancellationList } from '@/features/timeslots/components/CancellationList';
import { SlotRefusal, overlapRefusal } from '@/features/timeslots/components/SlotRefusal';
import type { LocalCancellation, LocalTimeSlot } from '@/features/timeslots/offline';
import type { OutboxRow } from '@/offline/types';
import '@/features/timeslots/strings';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  text: { flexGrow: 1, minWidth: '12rem' },
  badge: { marginLeft: tokens.spacingHorizontalS },
  actions: { display: 'flex', alignItems: 'center', marginLeft: 'auto' },
  muted: { color: tokens.colorNeutralForeground3 },
  undated: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    '& svg': { color: tokens.colorStatusWarningForeground1, flexShrink: 0 },
  },
});

/** What the editor knows of one time: its name, and for a workshop's session where it stands. */
export interface TimeSlotRowState {
  /** „Montag 17:00–18:30", a session „Sa., 13. März 2027 · 09:00–16:00". */
  label: string;
  /** A session whose date is before today: no training of it to cancel. */
  past: boolean;
  /** A workshop's time saved before sessions had dates: it needs one. */
  undated: boolean;
  /** A workshop's session (the texts say "Termin"). */
  session: boolean;
}

export interface TimeSlotRowProps extends TimeSlotRowState {
  slot: LocalTimeSlot;
  /** The slot's upcoming cancellations, by date. */
  off: readonly LocalCancellation[];
  /** The outbox rows by entity (`useOutboxRowsByEntity`). */
  rowsOf: ReadonlyMap<string, OutboxRow[]>;
  onCancel(): void;
  onEdit(): void;
  onRemove(): void;
  onRestore(item: LocalCancellation): void;
}

/**
 * One time in the editor: its name and place, its actions (cancel a training, edit, delete), a
 * session that is over or has no date marked as such, the server's refusal of its venue, and its
 * cancelled trainings.
 */
export function TimeSlotRow({
  slot,
  label,
  past,
  undated,
  session,
  off,
  rowsOf,
  onCancel,
  onEdit,
  onRemove,
  onRestore,
}: TimeSlotRowProps) {
  const { t } = useTranslation(['timeslots', 'account']);
  const styles = useStyles();
  const texts = session ? 'sessions' : 'times';
  // A save of this slot the server refused because its venue is taken.
  const rows = rowsOf.get(`time:${slot._id}`);
  const refused = overlapRefusal(rows);
  // A slot the server never took has no trainings to cancel (until it is saved), nor has a
  // session that is over.
  const neverSaved =
    slot.serverVersion === null && (rows ?? []).some((row) => row.status === 'rejected');
  return (
    <li
      className={styles.item}
      data-testid="time-slot-row"
      data-refused={refused ? 'overlap' : undefined}
      data-past={past || undefined}
      data-undated={undated || undefined}
    >
      <div className={styles.row}>
        <span className={styles.text}>
          {label} · <span className={styles.muted}>{slot.location}</span>
          {past && (
            <Badge
              appearance="tint"
              color="subtle"
              className={styles.badge}
              data-testid="time-slot-past"
            >
              {t('sessions.past')}
            </Badge>
          )}
        </span>
        <span className={styles.actions}>
          {neverSaved || past ? null : (
            <Button
              appearance="subtle"
              icon={<CalendarCancel20Regular />}
              aria-label={t(session ? 'cancel.sessionActionFor' : 'cancel.actionFor', {
                slot: label,
              })}
              onClick={onCancel}
              data-testid="time-slot-cancel"
            >
              {t(session ? 'cancel.sessionAction' : 'cancel.action')}
            </Button>
          )}
          <Button
            appearance="subtle"
            icon={<Edit20Regular />}
            aria-label={t(`${texts}.edit`, { slot: label })}
            onClick={onEdit}
          />
          <Button
            appearance="subtle"
            icon={<Delete20Regular />}
            aria-label={t(`${texts}.delete`, { slot: label })}
            onClick={onRemove}
          />
        </span>
      </div>
      {undated && (
        <span className={styles.undated} data-testid="time-slot-undated">
          <Warning16Regular aria-hidden="true" />
          {t('sessions.undated')}
        </span>
      )}
      {refused && <SlotRefusal row={refused} label={label} />}
      <CancellationList items={off} slotLabel={label} rowsOf={rowsOf} onRestore={onRestore} />
    </li>
  );
}

import { Button, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/useAuth';
import { useFlash } from '@/components/flash';
import { SlotRefusal, overlapRefusals } from '@/features/timeslots/components/SlotRefusal';
import { TimeSlotDialog } from '@/features/timeslots/components/TimeSlotDialog';
import { sortTimeSlots } from '@/components/format/weekdays';
import type { LocalTimeSlot, TimeSlotInput } from '@/features/timeslots/offline';
import { useOutboxMutation } from '@/offline/hooks';
import { useEntityRows } from '@/offline/useOutboxRows';
import { timeEntity } from '@/features/timeslots/offline';
import '@/features/timeslots/strings';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
  },
  text: { flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface TimeSlotEditorProps {
  /** The course or the workshop the times belong to. */
  ownerKey: 'course' | 'workshop';
  ownerId: string;
  defaultLocation: string;
  times: LocalTimeSlot[];
}

type Editing = { mode: 'new' } | { mode: 'edit'; slot: LocalTimeSlot } | null;

/** Training times, Montag→Sonntag; every change goes through the offline outbox. */
export const TimeSlotEditor = memo(function TimeSlotEditor({
  ownerKey,
  ownerId,
  defaultLocation,
  times,
}: TimeSlotEditorProps) {
  const { t } = useTranslation(['timeslots', 'account']);
  const styles = useStyles();
  const { show } = useFlash();
  const [editing, setEditing] = useState<Editing>(null);
  const slots = useOutboxMutation(timeEntity);
  const sorted = sortTimeSlots(times);
  const { user } = useAuth();
  // The owner's queued rows, its times' included: a slot the server refused as overlapping.
  const rows = useEntityRows(user?._id, { type: ownerKey, id: ownerId });
  const refusals = useMemo(() => overlapRefusals(rows), [rows]);

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      if (!navigator.onLine) show(t('sync.savedOffline'), 'info');
    } catch {
      show(t('sync.saveFailed'), 'error');
    }
  };

  const save = (values: TimeSlotInput) => {
    const current = editing;
    setEditing(null);
    void run(() =>
      current?.mode === 'edit'
        ? slots.update(current.slot._id, { ...values })
        : slots.create({ [ownerKey]: ownerId, ...values }),
    );
  };

  return (
    <section aria-labelledby="times-title" data-testid="time-slot-editor">
      <div className={styles.header}>
        <Subtitle1 as="h2" id="times-title">
          {t('times.title')}
        </Subtitle1>
        <Button
          icon={<Add20Regular />}
          onClick={() => setEditing({ mode: 'new' })}
          data-testid="time-slot-add"
        >
          {t('times.add')}
        </Button>
      </div>
      {sorted.length === 0 ? (
        <p className={styles.muted}>{t('times.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {sorted.map((slot) => {
            const label = `${t(`weekday.${slot.day}`)} ${slot.start}–${slot.end}`;
            const refused = refusals.get(slot._id);
            return (
              <li
                key={slot._id}
                className={styles.item}
                data-testid="time-slot-row"
                data-refused={refused ? 'overlap' : undefined}
              >
                <div className={styles.row}>
                  <span className={styles.text}>
                    {label} · <span className={styles.muted}>{slot.location}</span>
                  </span>
                  <Button
                    appearance="subtle"
                    icon={<Edit20Regular />}
                    aria-label={t('times.edit', { slot: label })}
                    onClick={() => setEditing({ mode: 'edit', slot })}
                  />
                  <Button
                    appearance="subtle"
                    icon={<Delete20Regular />}
                    aria-label={t('times.delete', { slot: label })}
                    onClick={() => void run(() => slots.remove(slot._id))}
                  />
                </div>
                {refused && <SlotRefusal row={refused} label={label} />}
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <TimeSlotDialog
          title={editing.mode === 'new' ? t('times.add') : t('times.editTitle')}
          initial={
            editing.mode === 'edit'
              ? editing.slot
              : { day: '', start: '', end: '', location: defaultLocation }
          }
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
});

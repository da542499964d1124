import { Button, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import {
  Add20Regular,
  CalendarCancel20Regular,
  Delete20Regular,
  Edit20Regular,
} from '@fluentui/react-icons';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/useAuth';
import { useFlash } from '@/components/flash';
import { berlinToday } from '@/components/format/calendarDates';
import { sortTimeSlots } from '@/components/format/weekdays';
import { useOutboxSave } from '@/components/staff/useOutboxSave';
import { useCancellations } from '@/features/timeslots/api/useCancellations';
import { useVenueChoices } from '@/features/timeslots/api/useVenueChoices';
import {
  CancelTrainingDialog,
  type CancelTrainingValues,
} from '@/features/timeslots/components/CancelTrainingDialog';
import { CancellationList } from '@/features/timeslots/components/CancellationList';
import { SlotRefusal, overlapRefusal } from '@/features/timeslots/components/SlotRefusal';
import { TimeSlotDialog, type TimeSlotStart } from '@/features/timeslots/components/TimeSlotDialog';
import type { LocalCancellation, LocalTimeSlot, TimeSlotInput } from '@/features/timeslots/offline';
import { cancellationEntity, timeEntity } from '@/features/timeslots/offline';
import { useOutboxMutation } from '@/offline/hooks';
import { useOutboxRowsByEntity } from '@/offline/useOutboxRows';
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
  actions: { display: 'flex', alignItems: 'center', marginLeft: 'auto' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface TimeSlotEditorProps {
  /** The course or the workshop the times belong to. */
  ownerKey: 'course' | 'workshop';
  ownerId: string;
  /** The course's usual place: a new time starts in that venue when it names one. */
  defaultLocation: string;
  times: LocalTimeSlot[];
}

type Editing =
  | { mode: 'new' }
  | { mode: 'edit'; slot: LocalTimeSlot }
  | { mode: 'cancel'; slot: LocalTimeSlot; label: string }
  | null;

/**
 * Training times, Montag→Sonntag, each with its cancelled trainings; every change (a time, a
 * cancellation, taking one back) goes through the offline outbox.
 */
export const TimeSlotEditor = memo(function TimeSlotEditor({
  ownerKey,
  ownerId,
  defaultLocation,
  times,
}: TimeSlotEditorProps) {
  const { t } = useTranslation(['timeslots', 'account']);
  const styles = useStyles();
  const { show } = useFlash();
  const { user } = useAuth();
  const [editing, setEditing] = useState<Editing>(null);
  const slots = useOutboxMutation(timeEntity);
  const cancellations = useOutboxSave(cancellationEntity);
  const cancelled = useCancellations(ownerKey, ownerId);
  const rowsOf = useOutboxRowsByEntity(user?._id);
  const venues = useVenueChoices();
  const sorted = sortTimeSlots(times);
  const today = berlinToday();
  /** Each slot's cancellations from today on, by date. */
  const offBySlot = useMemo(() => {
    const bySlot = new Map<string, LocalCancellation[]>();
    const upcoming = (cancelled.items ?? []).filter((item) => item.date >= today);
    for (const item of upcoming.sort((a, b) => a.date.localeCompare(b.date))) {
      bySlot.set(item.slot, [...(bySlot.get(item.slot) ?? []), item]);
    }
    return bySlot;
  }, [cancelled.items, today]);
  /** Where the slot dialog starts (kept stable while it is open). */
  const start = useMemo<TimeSlotStart | null>(() => {
    if (editing?.mode === 'edit') return { ...editing.slot, isNew: false };
    if (editing?.mode === 'new') {
      return { day: '', start: '', end: '', location: defaultLocation, isNew: true };
    }
    return null;
  }, [editing, defaultLocation]);
  /** The dates the cancel dialog leaves out: the slot's cancelled ones (kept stable for its form). */
  const taken = useMemo(
    () =>
      editing?.mode === 'cancel'
        ? (offBySlot.get(editing.slot._id) ?? []).map((item) => item.date)
        : [],
    [editing, offBySlot],
  );

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

  const cancelTraining = async (slot: LocalTimeSlot, values: CancelTrainingValues) => {
    const owner = ownerKey === 'course' ? { course: ownerId } : { workshop: ownerId };
    const id = await cancellations.save({
      create: { ...owner, slot: slot._id, date: values.date, reason: values.reason },
      view: {
        course: null,
        workshop: null,
        ...owner,
        created_by: user ? { _id: user._id, name: user.fullname } : null,
        created_at: new Date().toISOString(),
        version: 0,
      },
    });
    if (id) setEditing(null);
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
            // A save of this slot the server refused because its venue is taken.
            const rows = rowsOf.get(`time:${slot._id}`);
            const refused = overlapRefusal(rows);
            // A slot the server never took has no trainings to cancel (until it is saved).
            const neverSaved =
              slot.serverVersion === null && (rows ?? []).some((row) => row.status === 'rejected');
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
                  <span className={styles.actions}>
                    {neverSaved ? null : (
                      <Button
                        appearance="subtle"
                        icon={<CalendarCancel20Regular />}
                        aria-label={t('cancel.actionFor', { slot: label })}
                        onClick={() =>
                          setEditing({
                            mode: 'cancel',
                            slot,
                            label: `${label} · ${slot.location}`,
                          })
                        }
                        data-testid="time-slot-cancel"
                      >
                        {t('cancel.action')}
                      </Button>
                    )}
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
                  </span>
                </div>
                {refused && <SlotRefusal row={refused} label={label} />}
                <CancellationList
                  items={offBySlot.get(slot._id) ?? []}
                  slotLabel={label}
                  rowsOf={rowsOf}
                  onRestore={(item) => void cancellations.remove(item._id)}
                />
              </li>
            );
          })}
        </ul>
      )}
      {editing?.mode === 'cancel' ? (
        <CancelTrainingDialog
          slotLabel={editing.label}
          day={editing.slot.day}
          today={today}
          taken={taken}
          onSave={(values) => cancelTraining(editing.slot, values)}
          onClose={() => setEditing(null)}
        />
      ) : (
        editing &&
        start && (
          <TimeSlotDialog
            title={editing.mode === 'new' ? t('times.add') : t('times.editTitle')}
            initial={start}
            venues={venues.data}
            venuesFailed={venues.isError}
            onSave={save}
            onClose={() => setEditing(null)}
          />
        )
      )}
    </section>
  );
});

import { Button, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/useAuth';
import { useFlash } from '@/components/flash';
import { berlinToday } from '@/components/format/calendarDates';
import { formatSessionDate, sortSessions } from '@/components/format/sessionDate';
import { sortTimeSlots } from '@/components/format/weekdays';
import { useOutboxSave } from '@/components/staff/useOutboxSave';
import { useCancellations } from '@/features/timeslots/api/useCancellations';
import { useVenueChoices } from '@/features/timeslots/api/useVenueChoices';
import {
  CancelTrainingDialog,
  type CancelTrainingValues,
} from '@/features/timeslots/components/CancelTrainingDialog';
import { TimeSlotDialog, type TimeSlotStart } from '@/features/timeslots/components/TimeSlotDialog';
import { TimeSlotRow, type TimeSlotRowState } from '@/features/timeslots/components/TimeSlotRow';
import type { LocalCancellation, LocalTimeSlot, TimeSlotInput } from '@/features/timeslots/offline';
import { cancellationEntity, timeEntity } from '@/features/timeslots/offline';
import { useOutboxMutation } from '@/offline/hooks';
import { useOutboxRowsByEntity } from '@/offline/useOutboxRows';
import { useLang } from '@/i18n/useLang';
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
 * Training times, Montag→Sonntag, each with its cancelled trainings; a workshop's times are its
 * sessions ("Termine"), by date, those that are over and those without a date (saved before
 * sessions had dates) marked. Every change (a time, a cancellation, taking one back) goes through
 * the offline outbox.
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
  const lang = useLang();
  const session = ownerKey === 'workshop';
  const texts = session ? 'sessions' : 'times';
  const sorted = session ? sortSessions(times) : sortTimeSlots(times);
  const today = berlinToday();
  const stateOf = (slot: LocalTimeSlot): TimeSlotRowState => {
    const time = `${slot.start}–${slot.end}`;
    const date = session ? (slot.date ?? null) : null;
    return {
      label: date
        ? `${formatSessionDate(date, lang, 'short')} · ${time}`
        : `${t(`weekday.${slot.day}`)} ${time}`,
      past: date !== null && date < today,
      undated: session && date === null,
      session,
    };
  };
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
    // A session without a date (saved before sessions had them) opens with none: it needs one.
    if (editing?.mode === 'edit') {
      return { ...editing.slot, date: editing.slot.date ?? '', isNew: false };
    }
    if (editing?.mode === 'new') {
      return { day: '', date: '', start: '', end: '', location: defaultLocation, isNew: true };
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
          {t(`${texts}.title`)}
        </Subtitle1>
        <Button
          icon={<Add20Regular />}
          onClick={() => setEditing({ mode: 'new' })}
          data-testid="time-slot-add"
        >
          {t(`${texts}.add`)}
        </Button>
      </div>
      {sorted.length === 0 ? (
        <p className={styles.muted}>{t(`${texts}.empty`)}</p>
      ) : (
        <ul className={styles.list}>
          {sorted.map((slot) => {
            const state = stateOf(slot);
            return (
              <TimeSlotRow
                key={slot._id}
                slot={slot}
                {...state}
                off={offBySlot.get(slot._id) ?? []}
                rowsOf={rowsOf}
                onCancel={() =>
                  setEditing({ mode: 'cancel', slot, label: `${state.label} · ${slot.location}` })
                }
                onEdit={() => setEditing({ mode: 'edit', slot })}
                onRemove={() => void run(() => slots.remove(slot._id))}
                onRestore={(item) => void cancellations.remove(item._id)}
              />
            );
          })}
        </ul>
      )}
      {editing?.mode === 'cancel' ? (
        <CancelTrainingDialog
          slotLabel={editing.label}
          day={editing.slot.day}
          date={session ? (editing.slot.date ?? undefined) : undefined}
          session={session}
          today={today}
          taken={taken}
          onSave={(values) => cancelTraining(editing.slot, values)}
          onClose={() => setEditing(null)}
        />
      ) : (
        editing &&
        start && (
          <TimeSlotDialog
            title={t(editing.mode === 'new' ? `${texts}.add` : `${texts}.editTitle`)}
            initial={start}
            session={session}
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

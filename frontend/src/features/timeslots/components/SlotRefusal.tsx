import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { usePermission } from '@/auth/usePermission';
import { formatCalendarDate } from '@/components/format/calendarDates';
import { OverlapReasonDialog } from '@/features/timeslots/components/OverlapReasonDialog';
import { resendWith } from '@/offline/outbox';
import { rowError } from '@/offline/rowError';
import type { OutboxRow } from '@/offline/types';
import { useLang } from '@/i18n/useLang';
import type { Language } from '@/i18n';
import '@/features/timeslots/strings';

/** The server's code for a slot whose venue is taken at that time. */
export const SLOT_OVERLAP = 'SLOT_OVERLAP';

/** The newest of a slot's queued writes that the server refused because its venue is taken. */
export function overlapRefusal(rows: readonly OutboxRow[] | undefined): OutboxRow | undefined {
  return (rows ?? []).findLast(
    (row) => row.status === 'rejected' && row.errorCode === SLOT_OVERLAP,
  );
}

/**
 * The refusal's sentence when the venue is held by a workshop's session (`data.date`, the
 * server's SlotOverlapDto): it names that date, with its weekday, in the user's language. Null for
 * a weekly holder (the server's sentence names its weekday) or a row without that `data`.
 */
export function sessionOverlapText(
  data: OutboxRow['errorData'],
  t: TFunction,
  lang: Language,
): string | null {
  const text = (key: string) => (typeof data?.[key] === 'string' ? (data[key] as string) : '');
  const date = text('date');
  if (!date) return null;
  const title = text('title');
  return t('timeslots:overlap.takenOn', {
    venue: text('venue'),
    date: formatCalendarDate(date, lang),
    start: text('start'),
    end: text('end'),
    title: text('kind') === 'workshop' ? t('timeslots:overlap.workshopHolder', { title }) : title,
  });
}

export interface SlotRefusalProps {
  row: OutboxRow;
  /** The slot as the list names it ("Montag 16:00–17:00"). */
  label: string;
}

/**
 * Under a slot the server refused because its venue is taken: its sentence (naming the course
 * or workshop that holds the venue). Owner and admin (times:override) may save it anyway with a
 * reason; everybody else changes the time or the place, or deletes the slot.
 */
export function SlotRefusal({ row, label }: SlotRefusalProps) {
  const { t, i18n } = useTranslation(['timeslots', 'account']);
  const canOverride = usePermission('times:override');
  const lang = useLang();
  const [asking, setAsking] = useState(false);
  const text =
    sessionOverlapText(row.errorData, t, lang) ?? rowError(row, i18n) ?? t('overlap.title');
  return (
    <>
      <MessageBar intent="error" layout="multiline" data-testid="time-slot-overlap">
        <MessageBarBody>
          <MessageBarTitle>{t('overlap.title')}</MessageBarTitle>
          {text} {canOverride ? t('overlap.adminHint') : t('overlap.hint')}
        </MessageBarBody>
        {canOverride && (
          <MessageBarActions>
            <Button
              size="small"
              onClick={() => setAsking(true)}
              aria-label={t('overlap.saveAnywayFor', { slot: label })}
              data-testid="time-slot-override"
            >
              {t('overlap.saveAnyway')}
            </Button>
          </MessageBarActions>
        )}
      </MessageBar>
      {asking && (
        <OverlapReasonDialog
          refusal={text}
          onSave={async (reason) => {
            await resendWith(row.id, { overlap_reason: reason });
            setAsking(false);
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}

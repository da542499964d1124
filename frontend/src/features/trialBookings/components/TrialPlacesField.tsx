import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/useAuth';
import { SyncState } from '@/components/staff/SyncState';
import { useOutboxSave } from '@/components/staff/useOutboxSave';
import { useTrialPlaces } from '@/features/trialBookings/api/useTrialPlaces';
import { trialPlacesEntity } from '@/features/trialBookings/offline';
import { storeServerRecord } from '@/offline/localStore';
import type { OutboxRow } from '@/offline/types';
import '@/features/trialBookings/strings';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  input: { maxWidth: '8rem' },
});

export interface TrialPlacesFieldProps {
  courseId: string;
  /** What the course said before the device kept the places on their own. */
  initial: number;
  /** The places' outbox rows (what still waits, what the server refused). */
  rows: OutboxRow[] | undefined;
}

const MAX_PLACES = 50;

/**
 * "Probetrainingsplätze pro Training" (0 = none): saved through the outbox (offline too), with
 * its own route, since it changes the public page at once without a publication.
 */
export function TrialPlacesField({ courseId, initial, rows }: TrialPlacesFieldProps) {
  const { t } = useTranslation('trialBookings');
  const styles = useStyles();
  const { user } = useAuth();
  const places = useTrialPlaces(courseId);
  const writes = useOutboxSave(trialPlacesEntity);
  const current = places.record?.trial_places ?? initial;
  // null: untouched, the field follows the device's value.
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const value = text ?? String(current);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    const next = Number(trimmed);
    if (!/^\d{1,2}$/.test(trimmed) || next > MAX_PLACES) {
      setError(t('places.invalid'));
      return;
    }
    setError(undefined);
    // A device that never kept the places (first visit offline) starts from the course's value.
    if (!places.record && user) {
      await storeServerRecord(user._id, 'trialPlaces', {
        _id: courseId,
        trial_places: initial,
        version: 0,
      });
    }
    const saved = await writes.save({
      id: courseId,
      patch: next === current ? {} : { trial_places: next },
    });
    if (saved) setText(null);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field label={t('places.label')} hint={t('places.hint')} validationMessage={error}>
        <Input
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_PLACES}
          step={1}
          value={value}
          onChange={(_event, data) => setText(data.value)}
          data-testid="trial-places-input"
        />
      </Field>
      <span className={styles.actions}>
        <Button type="submit" data-testid="trial-places-save">
          {t('places.save')}
        </Button>
        <SyncState rows={rows} testId="trial-places" />
      </span>
    </form>
  );
}

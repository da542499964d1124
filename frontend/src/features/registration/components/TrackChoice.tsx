import { Field, Radio, RadioGroup, mergeClasses } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/useLang';
import { useRegistrationPageStyles } from '@/features/registration/components/registrationPage.styles';
import { formatCents, type RegistrationTrack } from '@/features/registration/registration';

/** The fun run's tracks as a radio group: name, start, fee and places left of each. */
export function TrackChoice({
  tracks,
  value,
  error,
  onChange,
}: {
  tracks: RegistrationTrack[];
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const styles = useRegistrationPageStyles();
  const { t } = useTranslation('registration');
  const lang = useLang();
  return (
    <Field
      label={t('form.fields.track')}
      required
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
    >
      <RadioGroup
        name="track"
        value={value}
        onChange={(_, data) => onChange(data.value)}
        data-testid="registration-tracks"
      >
        {tracks.map((track) => {
          const name = (lang === 'en' && track.name_en) || track.name_de;
          const full = track.free === 0;
          return (
            <Radio
              key={track.index}
              value={String(track.index)}
              label={
                <span className={styles.trackLabel}>
                  <span className={styles.trackName}>{name}</span>
                  <span>
                    {t('form.trackStart', { time: track.start_time })}
                    {' · '}
                    {track.fee_cents > 0
                      ? t('form.trackFee', { fee: formatCents(track.fee_cents, lang) })
                      : t('form.trackFeeFree')}
                    {track.free === null ? null : (
                      <>
                        {' · '}
                        <span className={mergeClasses(full ? styles.full : styles.free)}>
                          {full ? t('form.trackFull') : t('form.trackFree', { count: track.free })}
                        </span>
                      </>
                    )}
                  </span>
                </span>
              }
            />
          );
        })}
      </RadioGroup>
    </Field>
  );
}

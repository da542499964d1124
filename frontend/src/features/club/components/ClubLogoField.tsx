import { Button, Field, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { Delete20Regular, ImageAdd20Regular } from '@fluentui/react-icons';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errorMessage';
import { ClubLogo } from '@/components/club/ClubLogo';
import { useFlash } from '@/components/flash/useFlash';
import { imageFileProblem } from '@/components/form/rules';
import { useObjectUrl } from '@/components/media/useObjectUrl';
import { useRemoveLogo, useUploadLogo } from '@/features/club/api/useClubSettings';
import '@/components/form/strings';
import '@/features/club/strings';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  preview: { width: '96px', height: '96px', objectFit: 'contain' },
  input: { display: 'none' },
});

/**
 * The club's logo: checked on the field first (JPEG or PNG by its type and first bytes, at most
 * 100 MB), shown at once, sent with a bar of how far it has gone. The app icons, the favicon and
 * the link preview are made from it; without one, the crest with the club's initials.
 */
export function ClubLogoField({ hasLogo, online }: { hasLogo: boolean; online: boolean }) {
  const { t, i18n } = useTranslation(['club', 'form']);
  const styles = useStyles();
  const flash = useFlash();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<File | null>(null);
  const pendingUrl = useObjectUrl(pending);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const busy = upload.isPending || remove.isPending;

  const pick = async (file: File) => {
    const found = await imageFileProblem(file);
    setProblem(found ? t(found) : null);
    if (found) return;
    setPending(file);
    try {
      await upload.mutateAsync(file);
      flash.show(t('club:logo.saved'), 'success');
    } catch (error) {
      const message = errorMessage(error, i18n);
      setProblem(message);
      flash.show(message, 'error');
    } finally {
      setPending(null);
    }
  };

  const drop = () =>
    remove.mutate(undefined, {
      onSuccess: () => flash.show(t('club:logo.removed'), 'success'),
      onError: (error) => flash.show(errorMessage(error, i18n), 'error'),
    });

  const progress = upload.progress;
  const share = progress && progress.total > 0 ? Math.min(1, progress.loaded / progress.total) : 0;
  return (
    <div>
      <Field
        label={{ children: t('club:logo.label'), htmlFor: inputId }}
        validationState={problem ? 'error' : 'none'}
        validationMessage={problem ?? undefined}
        hint={problem ? undefined : t('club:logo.hint')}
      >
        <div className={styles.row}>
          {pendingUrl ? (
            <img className={styles.preview} src={pendingUrl} alt={t('club:logo.preview')} />
          ) : (
            <ClubLogo size={96} title={t('club:logo.current')} />
          )}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png"
            className={styles.input}
            data-testid="club-logo-input"
            disabled={!online || busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void pick(file);
            }}
          />
          <Button
            type="button"
            icon={<ImageAdd20Regular />}
            disabled={!online || busy}
            onClick={() => input.current?.click()}
            data-testid="club-logo-choose"
          >
            {hasLogo ? t('club:logo.change') : t('club:logo.choose')}
          </Button>
          {hasLogo && (
            <Button
              type="button"
              icon={<Delete20Regular />}
              disabled={!online || busy}
              onClick={drop}
              data-testid="club-logo-remove"
            >
              {t('club:logo.remove')}
            </Button>
          )}
        </div>
      </Field>
      {progress && (
        <Field
          label={t('club:logo.uploading')}
          validationState="none"
          validationMessage={
            share === 1
              ? t('club:logo.processing')
              : t('club:logo.percent', { percent: Math.round(share * 100) })
          }
          data-testid="club-logo-progress"
        >
          <ProgressBar value={share === 0 ? undefined : share} thickness="large" />
        </Field>
      )}
    </div>
  );
}

import { Avatar, Button, Field, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { ImageAdd20Regular } from '@fluentui/react-icons';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errorMessage';
import type { SessionUser } from '@/api/types';
import { useFlash } from '@/components/flash/useFlash';
import { imageFileProblem } from '@/components/form/rules';
import { useObjectUrl } from '@/components/media/useObjectUrl';
import { useUploadPhoto } from '@/features/profile/api/useUploadPhoto';
import '@/components/form/strings';
import '@/features/profile/strings';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  input: { display: 'none' },
  progress: { marginTop: tokens.spacingVerticalS },
});

/**
 * The own profile photo: a picked file is checked on the field first (JPEG or PNG by its type and
 * its first bytes, at most 100 MB: spec section 5), shown at once, and sent with a bar of how far
 * it has gone. The answer's photo becomes the session's, so the drawer's avatar changes with it.
 */
export function ProfilePhotoField({ user, online }: { user: SessionUser; online: boolean }) {
  const { t, i18n } = useTranslation(['profile', 'form']);
  const styles = useStyles();
  const flash = useFlash();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [pending, setPending] = useState<File | null>(null);
  const pendingUrl = useObjectUrl(pending);
  const upload = useUploadPhoto();
  const busy = checking || upload.isPending;

  const pick = async (file: File) => {
    setChecking(true);
    const found = await imageFileProblem(file);
    setChecking(false);
    setProblem(found ? t(found) : null);
    if (found) return;
    setPending(file);
    try {
      await upload.mutateAsync(file);
      flash.show(t('profile.photo.saved'), 'success');
    } catch (error) {
      const message = errorMessage(error, i18n);
      setProblem(message);
      flash.show(message, 'error');
    } finally {
      setPending(null);
    }
  };

  const progress = upload.progress;
  const share = progress && progress.total > 0 ? Math.min(1, progress.loaded / progress.total) : 0;
  const shown = pendingUrl ?? user.photoURL;

  return (
    <div>
      <Field
        label={{ children: t('profile.photo.label'), htmlFor: inputId }}
        validationState={problem ? 'error' : 'none'}
        validationMessage={problem ?? undefined}
        hint={
          problem ? undefined : checking ? t('profile.photo.checking') : t('profile.photo.hint')
        }
      >
        <div className={styles.row}>
          <Avatar
            size={96}
            name={user.fullname}
            image={
              shown
                ? {
                    src: shown,
                    alt: pendingUrl ? t('profile.photo.preview') : t('profile.photo.current'),
                  }
                : undefined
            }
            data-testid={pendingUrl ? 'profile-photo-preview' : 'profile-photo'}
          />
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png"
            className={styles.input}
            data-testid="profile-photo-input"
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
            data-testid="profile-photo-choose"
          >
            {user.photoURL ? t('profile.photo.change') : t('profile.photo.choose')}
          </Button>
        </div>
      </Field>
      {progress && (
        <Field
          className={styles.progress}
          label={t('profile.photo.uploading')}
          validationState="none"
          validationMessage={
            share === 1
              ? t('profile.photo.processing')
              : t('profile.photo.percent', { percent: Math.round(share * 100) })
          }
          data-testid="profile-photo-progress"
        >
          <ProgressBar value={share === 0 ? undefined : share} thickness="large" />
        </Field>
      )}
    </div>
  );
}

import { Field, ProgressBar } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useUploadProgress } from '@/offline/useUploadProgress';
import '@/components/form/strings';

/**
 * A bar while the image of this entity is being sent from the outbox, with how much has gone
 * out; nothing otherwise. Large photos over a weak gym connection take a while.
 */
export function UploadProgress({
  type,
  id,
  slot,
}: {
  type: string;
  id: string | undefined;
  /** Only this image slot's upload (a department's photo or icon); any when not named. */
  slot?: string;
}) {
  const { t } = useTranslation('form');
  const progress = useUploadProgress(type, id, slot);
  if (!progress) return null;
  const value = progress.total > 0 ? Math.min(1, progress.loaded / progress.total) : 0;
  // Nothing reported yet: a moving bar. All sent: the server makes the renditions before it
  // answers, which takes a moment for a large photo.
  const message =
    value === 0
      ? t('image.sending')
      : value === 1
        ? t('image.processing')
        : t('image.uploadedPercent', { percent: Math.round(value * 100) });
  return (
    <Field
      label={t('image.uploading')}
      validationMessage={message}
      validationState="none"
      data-testid="upload-progress"
    >
      <ProgressBar value={value === 0 ? undefined : value} thickness="large" />
    </Field>
  );
}

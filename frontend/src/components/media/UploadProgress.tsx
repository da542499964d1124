import { Field, ProgressBar } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useUploadProgress } from '@/offline/useUploadProgress';
import '@/components/form/strings';

/**
 * A bar while the image of this entity is being sent from the outbox, with how much has gone
 * out; nothing otherwise. Large photos over a weak gym connection take a while.
 */
export function UploadProgress({ type, id }: { type: string; id: string | undefined }) {
  const { t } = useTranslation('form');
  const progress = useUploadProgress(type, id);
  if (!progress) return null;
  const value = progress.total > 0 ? Math.min(1, progress.loaded / progress.total) : 0;
  return (
    <Field
      label={t('image.uploading')}
      validationMessage={t('image.uploadedPercent', { percent: Math.round(value * 100) })}
      validationState="none"
      data-testid="upload-progress"
    >
      <ProgressBar value={value} thickness="large" />
    </Field>
  );
}

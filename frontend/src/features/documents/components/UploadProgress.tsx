import { Field, ProgressBar } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Progress } from '@/offline/xhrUpload';
import '@/features/documents/strings';

/** How far an upload has gone out; at 100 % the server checks and stores the file. */
export function UploadProgress({ progress, testId }: { progress: Progress; testId: string }) {
  const { t } = useTranslation('documents');
  const share = progress.total > 0 ? Math.min(1, progress.loaded / progress.total) : 0;
  return (
    <Field
      label={t('upload.uploading')}
      validationState="none"
      validationMessage={
        share === 1
          ? t('upload.processing')
          : t('upload.percent', { percent: Math.round(share * 100) })
      }
      data-testid={testId}
    >
      <ProgressBar value={share === 0 ? undefined : share} thickness="large" />
    </Field>
  );
}

import { Button, Field, Image, makeStyles, tokens } from '@fluentui/react-components';
import { ImageAdd20Regular } from '@fluentui/react-icons';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageFileProblem } from '@/components/form/rules';
import { UploadProgress } from '@/components/media/UploadProgress';
import { useObjectUrl } from '@/components/media/useObjectUrl';
import { useUploadProgress } from '@/offline/useUploadProgress';
import '@/components/form/strings';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  preview: {
    width: '8rem',
    height: '5rem',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  input: { display: 'none' },
});

export interface ImagePickerProps {
  label: string;
  /** The image the server has (its URL), if any. */
  currentUrl?: string | null;
  /** Its WebP renditions (the DTO's `srcset`): the preview loads the smallest, not the upload. */
  currentSrcset?: string | null;
  /** A picked image that is not uploaded yet (from the form or the outbox). */
  pending?: Blob | null;
  /** Called with a file that passed the spec's rules (jpeg/png by its content, ≤ 100 MB). */
  onPick(file: File): void;
  /** The entity whose queued image this is: while it is being sent, a bar shows how far. */
  uploadOf?: { type: string; id: string };
}

/**
 * Picks one image: checked before anything is queued (type by content and size, spec section 5),
 * shown at once from the device; the upload itself goes through the outbox.
 */
export function ImagePicker({
  label,
  currentUrl,
  currentSrcset,
  pending,
  onPick,
  uploadOf,
}: ImagePickerProps) {
  const { t } = useTranslation('form');
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const pendingUrl = useObjectUrl(pending);
  const shown = pendingUrl ?? currentUrl ?? null;
  // While it is being sent, the bar says so instead of "once the device is online".
  const sending = useUploadProgress(uploadOf?.type ?? '', uploadOf?.id) !== null;
  return (
    <>
      <Field
        label={{ children: label, htmlFor: inputId }}
        validationState={problem ? 'error' : 'none'}
        validationMessage={
          problem ? t(problem) : pending && !sending ? t('image.queued') : undefined
        }
        hint={!problem && !pending ? t('image.hint') : undefined}
      >
        <div className={styles.row}>
          {shown && (
            <Image
              src={shown}
              srcSet={pendingUrl || !currentSrcset ? undefined : currentSrcset}
              sizes={pendingUrl || !currentSrcset ? undefined : '8rem'}
              alt={pending ? t('image.preview') : t('image.current')}
              className={styles.preview}
              data-testid="image-preview"
            />
          )}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png"
            className={styles.input}
            data-testid="image-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              void imageFileProblem(file).then((found) => {
                setProblem(found);
                if (!found) onPick(file);
              });
            }}
          />
          <Button type="button" icon={<ImageAdd20Regular />} onClick={() => input.current?.click()}>
            {shown ? t('image.change') : t('image.choose')}
          </Button>
        </div>
      </Field>
      {uploadOf && <UploadProgress type={uploadOf.type} id={uploadOf.id} />}
    </>
  );
}

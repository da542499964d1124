import { Button, Field, Image, makeStyles, tokens } from '@fluentui/react-components';
import { ImageAdd20Regular } from '@fluentui/react-icons';
import { useContext, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageFileProblem } from '@/components/form/rules';
import { UploadProgress } from '@/components/media/UploadProgress';
import { useOnline } from '@/components/network/useOnline';
import { useObjectUrl } from '@/components/media/useObjectUrl';
import { AuthContext } from '@/auth/AuthContext';
import { rowError } from '@/offline/rowError';
import { useRejectedUpload } from '@/offline/useOutboxRows';
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
  /**
   * The entity whose queued image this is (slot `image` unless named): while it is being sent,
   * a bar shows how far; if the server refused it, the field says why until another is picked.
   */
  uploadOf?: { type: string; id: string; slot?: string };
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
  const { t, i18n } = useTranslation('form');
  // Optional: a picker outside the signed-in app (none today) has no queue to read.
  const user = useContext(AuthContext)?.user;
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  // A file picked here replaces a refused one: its refusal is no longer this field's problem.
  const [pickedHere, setPickedHere] = useState(false);
  const rejectedRow = useRejectedUpload(
    user?._id,
    uploadOf ? { type: uploadOf.type, id: uploadOf.id } : null,
    uploadOf?.slot ?? 'image',
  );
  const rejected = rejectedRow && !pickedHere ? rowError(rejectedRow, i18n) : null;
  // The refused file is not previewed (it may not even be an image); the server's one is.
  const objectUrl = useObjectUrl(rejected ? null : pending);
  const pendingUrl = rejected ? null : objectUrl;
  const shown = pendingUrl ?? currentUrl ?? null;
  // While it is being sent, the bar says so instead of "once the device is online".
  const sending = useUploadProgress(uploadOf?.type ?? '', uploadOf?.id, uploadOf?.slot) !== null;
  // "Once the device is online" only while it is not: online the save sends it at once.
  const online = useOnline();
  const message = problem
    ? t(problem)
    : rejected !== null
      ? t('image.rejected', { reason: rejected })
      : pending && !sending && !online
        ? t('image.queued')
        : undefined;
  return (
    <>
      <Field
        label={{ children: label, htmlFor: inputId }}
        validationState={problem || rejected !== null ? 'error' : 'none'}
        validationMessage={message}
        hint={!message && !pending ? t('image.hint') : undefined}
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
                if (found) return;
                setPickedHere(true);
                onPick(file);
              });
            }}
          />
          <Button type="button" icon={<ImageAdd20Regular />} onClick={() => input.current?.click()}>
            {shown ? t('image.change') : t('image.choose')}
          </Button>
        </div>
      </Field>
      {uploadOf && <UploadProgress type={uploadOf.type} id={uploadOf.id} slot={uploadOf.slot} />}
    </>
  );
}

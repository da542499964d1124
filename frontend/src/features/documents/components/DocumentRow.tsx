import { Button, Link, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import {
  ArrowDown20Regular,
  ArrowSync20Regular,
  ArrowUp20Regular,
  Delete20Regular,
  DocumentPdf20Regular,
} from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errorMessage';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { useFlash } from '@/components/flash/useFlash';
import { formatFileSize } from '@/features/forms';
import {
  useDeleteDocument,
  useMoveDocument,
  useReplaceDocument,
  type ClubDocument,
} from '@/features/documents/api/useDocuments';
import { pdfFileProblem } from '@/features/documents/pdfFile';
import { UploadProgress } from '@/features/documents/components/UploadProgress';
import '@/features/documents/strings';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    ':not(:last-child)': {
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
  },
  icon: { fontSize: '24px', color: tokens.colorBrandForeground1 },
  text: { display: 'grid', minWidth: 0, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  actions: {
    gridColumn: '1 / -1',
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    justifyContent: 'flex-end',
  },
  input: { display: 'none' },
  progress: { gridColumn: '1 / -1' },
});

interface Props {
  document: ClubDocument;
  first: boolean;
  last: boolean;
  online: boolean;
}

/** One document: its title and address, and replace, move up or down, delete. */
export function DocumentRow({ document, first, last, online }: Props) {
  const { t, i18n } = useTranslation('documents');
  const styles = useStyles();
  const flash = useFlash();
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const upButton = useRef<HTMLButtonElement>(null);
  const downButton = useRef<HTMLButtonElement>(null);
  /** After a move by keyboard the row has moved (and a button may be disabled): focus follows. */
  const [refocus, setRefocus] = useState<'up' | 'down' | null>(null);
  const replace = useReplaceDocument();
  const move = useMoveDocument();
  const remove = useDeleteDocument();
  const busy = replace.isPending || move.isPending || remove.isPending;
  const disabled = !online || busy;
  const fail = (error: unknown) => flash.show(errorMessage(error, i18n), 'error');

  const swap = async (file: File) => {
    const problem = await pdfFileProblem(file);
    if (problem) return flash.show(t(problem), 'error');
    try {
      await replace.replace(document, file);
      flash.show(t('row.replaced', { title: document.title }), 'success');
    } catch (error) {
      fail(error);
    }
  };

  const step = (direction: 'up' | 'down') =>
    move.mutate({ document, direction }, { onSuccess: () => setRefocus(direction), onError: fail });

  useEffect(() => {
    if (!refocus || move.isPending) return;
    const same = refocus === 'up' ? !first : !last;
    const target = (refocus === 'up') === same ? upButton : downButton;
    target.current?.focus();
    setRefocus(null);
  }, [refocus, first, last, move.isPending]);

  return (
    <li className={styles.row} data-testid="document-row">
      <DocumentPdf20Regular className={styles.icon} aria-hidden="true" />
      <span className={styles.text}>
        <span data-testid="document-row-title">{document.title}</span>
        <span className={styles.meta}>
          <Link href={document.url} download>
            {document.url}
          </Link>{' '}
          · {formatFileSize(document.size, i18n.language)}
        </span>
      </span>
      <div className={styles.actions}>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          className={styles.input}
          aria-label={t('row.replaceFile', { title: document.title })}
          data-testid="document-replace-input"
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void swap(file);
          }}
        />
        <Tooltip content={t('row.upHint')} relationship="description">
          <Button
            ref={upButton}
            icon={<ArrowUp20Regular />}
            disabled={disabled || first}
            onClick={() => step('up')}
            aria-label={t('row.up', { title: document.title })}
            data-testid="document-up"
          />
        </Tooltip>
        <Tooltip content={t('row.downHint')} relationship="description">
          <Button
            ref={downButton}
            icon={<ArrowDown20Regular />}
            disabled={disabled || last}
            onClick={() => step('down')}
            aria-label={t('row.down', { title: document.title })}
            data-testid="document-down"
          />
        </Tooltip>
        <Button
          icon={<ArrowSync20Regular />}
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-label={t('row.replaceFile', { title: document.title })}
          data-testid="document-replace"
        >
          {t('row.replace')}
        </Button>
        <Button
          icon={<Delete20Regular />}
          disabled={disabled}
          onClick={() => setConfirming(true)}
          aria-label={t('row.deleteFor', { title: document.title })}
          data-testid="document-delete"
        >
          {t('row.delete')}
        </Button>
      </div>
      {replace.progress && (
        <div className={styles.progress}>
          <UploadProgress progress={replace.progress} testId="document-replace-progress" />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        title={t('row.confirmTitle')}
        confirmLabel={t('row.delete')}
        cancelLabel={t('row.cancel')}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(document, {
            onSuccess: () => {
              setConfirming(false);
              flash.show(t('row.deleted', { title: document.title }), 'success');
            },
            onError: (error) => {
              setConfirming(false);
              fail(error);
            },
          })
        }
        testIds={{
          surface: 'document-delete-dialog',
          confirm: 'document-delete-confirm',
          cancel: 'document-delete-cancel',
        }}
      >
        {t('row.confirmText', { title: document.title, url: document.url })}
      </ConfirmDialog>
    </li>
  );
}

import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUpload20Regular, DocumentAdd20Regular } from '@fluentui/react-icons';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errorMessage';
import { isApiError } from '@/api/ApiError';
import { useFlash } from '@/components/flash/useFlash';
import {
  DOCUMENT_CATEGORIES,
  useUploadDocument,
  type DocumentCategory,
} from '@/features/documents/api/useDocuments';
import { pdfFileProblem } from '@/features/documents/pdfFile';
import { UploadProgress } from '@/features/documents/components/UploadProgress';
import '@/features/documents/strings';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    alignItems: 'start',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  file: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', minWidth: 0 },
  fileName: { overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
  input: { display: 'none' },
  actions: { gridColumn: '1 / -1', display: 'grid', gap: tokens.spacingVerticalS },
});

type Problems = Partial<Record<'title' | 'category' | 'file', string>>;

/** A new document: title, category and the PDF, sent with a bar of how far it has gone. */
export function DocumentUploadForm({ online }: { online: boolean }) {
  const { t, i18n } = useTranslation('documents');
  const styles = useStyles();
  const flash = useFlash();
  const upload = useUploadDocument();
  const ids = { title: useId(), category: useId(), file: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<DocumentCategory | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});

  const pick = async (picked: File) => {
    const problem = await pdfFileProblem(picked);
    setProblems((p) => ({ ...p, file: problem ? t(problem) : undefined }));
    setFile(problem ? null : picked);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      title: title.trim().length < 2 ? t('upload.titleRequired') : undefined,
      category: category ? undefined : t('upload.categoryRequired'),
      file: file ? problems.file : (problems.file ?? t('upload.fileRequired')),
    };
    setProblems(found);
    if (found.title || found.category || found.file || !file || !category) return;
    try {
      await upload.mutateAsync({ file, fields: { title: title.trim(), category } });
      flash.show(t('upload.done', { title: title.trim() }), 'success');
      setTitle('');
      setCategory('');
      setFile(null);
    } catch (error) {
      const message = errorMessage(error, i18n);
      const details = isApiError(error) ? (error.details ?? {}) : {};
      setProblems({
        title: details.title ? message : undefined,
        category: details.category ? message : undefined,
        file: details.title || details.category ? undefined : message,
      });
      flash.show(message, 'error');
    }
  };

  const busy = upload.isPending;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="document-upload">
      <Field
        label={{ children: t('upload.title'), htmlFor: ids.title }}
        required
        validationState={problems.title ? 'error' : 'none'}
        validationMessage={problems.title}
      >
        <Input
          id={ids.title}
          value={title}
          maxLength={120}
          disabled={!online || busy}
          onChange={(_, data) => setTitle(data.value)}
          data-testid="document-title"
        />
      </Field>
      <Field
        label={{ children: t('upload.category'), htmlFor: ids.category }}
        required
        validationState={problems.category ? 'error' : 'none'}
        validationMessage={problems.category}
      >
        <Select
          id={ids.category}
          value={category}
          disabled={!online || busy}
          onChange={(_, data) => setCategory(data.value as DocumentCategory | '')}
          data-testid="document-category"
        >
          <option value="">{t('upload.choose')}</option>
          {DOCUMENT_CATEGORIES.map((key) => (
            <option key={key} value={key}>
              {t(`categories.${key}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={{ children: t('upload.file'), htmlFor: ids.file }}
        required
        validationState={problems.file ? 'error' : 'none'}
        validationMessage={problems.file}
        hint={problems.file ? undefined : t('upload.fileHint')}
      >
        <div className={styles.file}>
          <input
            ref={input}
            id={ids.file}
            type="file"
            accept="application/pdf,.pdf"
            className={styles.input}
            disabled={!online || busy}
            data-testid="document-file"
            onChange={(event) => {
              const picked = event.target.files?.[0];
              event.target.value = '';
              if (picked) void pick(picked);
            }}
          />
          <Button
            type="button"
            icon={<DocumentAdd20Regular />}
            disabled={!online || busy}
            onClick={() => input.current?.click()}
          >
            {t('upload.pick')}
          </Button>
          <span className={styles.fileName} data-testid="document-file-name">
            {file ? file.name : t('upload.noFile')}
          </span>
        </div>
      </Field>
      <div className={styles.actions}>
        <div>
          <Button
            type="submit"
            appearance="primary"
            icon={<ArrowUpload20Regular />}
            disabled={!online || busy}
            data-testid="document-upload-submit"
          >
            {busy ? t('upload.sending') : t('upload.submit')}
          </Button>
        </div>
        {upload.progress && (
          <UploadProgress progress={upload.progress} testId="document-progress" />
        )}
      </div>
    </form>
  );
}

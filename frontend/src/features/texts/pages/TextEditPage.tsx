import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, OpenRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TextKey } from '@/api/publicQueries';
import { RouterButton } from '@/components/RouterButton';
import { RouterLink } from '@/components/RouterLink';
import { FormRichTextField, preloadRichTextEditor } from '@/components/form/FormRichTextField';
import { FormTextField } from '@/components/form/FormTextField';
import { useEntityForm } from '@/components/form/useEntityForm';
import { useUnsavedChangesGuard } from '@/components/form/useUnsavedChangesGuard';
import { useVersionedSave } from '@/components/form/useVersionedSave';
import { useOnline } from '@/components/network/useOnline';
import { HistoryButton } from '@/features/history';
import { useLang } from '@/i18n/useLang';
import { useSaveText, useTexts, type ClubTextEntry } from '@/features/texts/api/useTexts';
import { PUBLIC_PATH } from '@/features/texts/publicPaths';
import { textBody, textSchema, textValues } from '@/features/texts/textSchema';
import '@/features/texts/strings';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '56rem',
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  date: { maxWidth: '16rem' },
  actions: {
    position: 'sticky',
    bottom: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    paddingBlock: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/**
 * One of the club's texts in the editor: German (what the site shows), English (optional; the
 * English pages show the German text without it), the FSJ page's first day of applications, the
 * versions saved before. A save is public at once. Saved online, like the club's settings: a
 * legal text is written at a desk, and two offline copies of one must not overwrite each other.
 */
export function TextEditPage() {
  const { t } = useTranslation('texts');
  const styles = useStyles();
  const lang = useLang();
  const { key = '' } = useParams();
  const texts = useTexts();
  const text = texts.data?.find((entry) => entry.key === key);
  useEffect(preloadRichTextEditor, []);
  return (
    <section aria-labelledby="text-title" className={styles.root}>
      <RouterLink to={`/${lang}/account/texte`}>
        <ArrowLeftRegular aria-hidden="true" /> {t('back')}
      </RouterLink>
      {texts.isPending && <Spinner label={t('loading')} />}
      {texts.isError && !texts.data && (
        <MessageBar intent="error">
          <MessageBarBody>{t('loadError')}</MessageBarBody>
        </MessageBar>
      )}
      {texts.data && !text && (
        <MessageBar intent="warning" data-testid="text-unknown">
          <MessageBarBody>{t('unknown')}</MessageBarBody>
        </MessageBar>
      )}
      {text && <TextForm text={text} />}
    </section>
  );
}

function TextForm({ text }: { text: ClubTextEntry }) {
  const { t } = useTranslation(['texts', 'account']);
  const styles = useStyles();
  const lang = useLang();
  const online = useOnline();
  const key = text.key as TextKey;
  const save = useSaveText(key);
  const form = useEntityForm(textSchema, { defaultValues: textValues(text) });
  const { isValid, isDirty, isSubmitting } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);
  const label = t(`texts:keys.${key}.label`);

  const submit = useVersionedSave({
    form,
    entity: text,
    toValues: textValues,
    save: (values, version) => save.mutateAsync({ values: textBody(values), version }),
    texts: { saved: t('texts:saved'), conflict: t('texts:conflict') },
  });

  return (
    <>
      <div className={styles.head}>
        <Title2 as="h1" id="text-title">
          {label}
        </Title2>
        <HistoryButton type="text" id={key} title={label} />
        <RouterButton
          to={`/${lang}/${PUBLIC_PATH[key]}`}
          appearance="subtle"
          icon={<OpenRegular />}
          data-testid="text-view"
        >
          {t('texts:view')}
        </RouterButton>
      </div>
      <Text>{t(`texts:keys.${key}.hint`)}</Text>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void submit(event)}
        data-testid="text-form"
      >
        {guard}
        {!online && (
          <MessageBar intent="warning" data-testid="text-offline">
            <MessageBarBody>{t('texts:offline')}</MessageBarBody>
          </MessageBar>
        )}
        {key === 'fsj' && (
          <div className={styles.date}>
            <FormTextField
              control={form.control}
              name="applications_from"
              label={t('texts:fields.applications_from')}
              hint={t('texts:fields.applications_fromHint')}
              type="date"
            />
          </div>
        )}
        <FormRichTextField control={form.control} name="de" label={t('texts:fields.de')} />
        <FormRichTextField control={form.control} name="en" label={t('texts:fields.en')} />
        <Text size={200}>{t('texts:fields.enHint')}</Text>
        <div className={styles.actions}>
          <Button
            type="submit"
            appearance="primary"
            disabled={!online || !isValid || !isDirty || isSubmitting}
            icon={isSubmitting ? <Spinner size="tiny" /> : undefined}
            data-testid="text-save"
          >
            {isSubmitting ? t('texts:saving') : t('account:common.save')}
          </Button>
          {isDirty && !isSubmitting && <Text>{t('texts:unsaved')}</Text>}
        </div>
      </form>
    </>
  );
}

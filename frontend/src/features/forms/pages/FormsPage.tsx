import { Body1, Button, makeStyles, Title1, Title2, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentPdfRegular, NewsRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicQueries } from '@/api/publicQueries';
import { useLang } from '@/i18n/useLang';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { LoadState } from '@/features/departments';
import { formatFileSize, groupForms } from '@/features/forms/groupForms';
import { addNamespace } from '@/i18n';
import de from '@/locales/de/forms.json';
import en from '@/locales/en/forms.json';
import { failedWithoutData, shownStatus } from '@/api/shownStatus';
import { useClub } from '@/components/club/club';

addNamespace('forms', { de, en });

const useStyles = makeStyles({
  page: {
    maxWidth: '900px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    display: 'grid',
    // One column no wider than the page: a long file name wraps instead of widening it.
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalXXL,
    boxSizing: 'border-box',
    width: '100%',
  },
  header: { display: 'grid', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  newspaper: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
  },
  newspaperTitle: {
    margin: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  section: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    ':not(:last-child)': {
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
  },
  // A long title (Einverständniserklärung) wraps beside the icon and the button.
  itemText: { display: 'grid', flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  size: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  pdfIcon: { fontSize: '28px', color: tokens.colorBrandForeground1, flexShrink: 0 },
});

/** `/:lang/formulare`: forms and club documents as PDF, the club newspaper first. */
export function FormsPage() {
  const styles = useStyles();
  const { t } = useTranslation('forms');
  const lang = useLang();
  const forms = useQuery(publicQueries.forms());
  const club = useClub();
  usePageMeta({ title: t('title'), description: t('description', { club: club.name }) });
  const grouped = groupForms(forms.data ?? []);

  return (
    <article className={styles.page} data-testid="forms-page">
      <header className={styles.header}>
        <Title1 as="h1" className={styles.heading}>
          {t('title')}
        </Title1>
        <Body1 as="p">{t('intro')}</Body1>
      </header>
      {forms.isPending ? <LoadState kind="loading" text={t('loading')} /> : null}
      {failedWithoutData(forms) ? <LoadState kind="error" text={t('loadError')} /> : null}
      {shownStatus(forms) === 'success' && forms.data?.length === 0 ? (
        <LoadState kind="empty" text={t('empty')} />
      ) : null}
      {grouped.newspaper.map((paper) => (
        <section
          key={paper.file}
          className={styles.newspaper}
          aria-labelledby="forms-newspaper"
          data-testid="forms-newspaper"
        >
          <Title2 as="h2" id="forms-newspaper" className={styles.newspaperTitle}>
            <NewsRegular aria-hidden="true" />
            {t('newspaper.title')}
          </Title2>
          <Body1 as="p">{paper.title}</Body1>
          <div>
            <Button
              as="a"
              href={paper.url}
              download
              appearance="primary"
              size="large"
              icon={<ArrowDownloadRegular />}
            >
              {t('newspaper.open', { size: formatFileSize(paper.size, lang) })}
            </Button>
          </div>
        </section>
      ))}
      {grouped.groups.map((group) => (
        <section
          key={group.key}
          className={styles.section}
          aria-labelledby={`forms-${group.key}`}
          data-testid={`forms-group-${group.key}`}
        >
          <Title2 as="h2" id={`forms-${group.key}`} className={styles.heading}>
            {t(`groups.${group.key}`)}
          </Title2>
          <ul className={styles.list}>
            {group.forms.map((form) => (
              <li key={form.file} className={styles.item}>
                <DocumentPdfRegular className={styles.pdfIcon} aria-hidden="true" />
                <span className={styles.itemText}>
                  <span>{form.title}</span>
                  <span className={styles.size}>
                    {t('pdfSize', { size: formatFileSize(form.size, lang) })}
                  </span>
                </span>
                <Button
                  as="a"
                  href={form.url}
                  download
                  appearance="secondary"
                  icon={<ArrowDownloadRegular />}
                  aria-label={t('download', { title: form.title })}
                >
                  {t('open')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}

import {
  MessageBar,
  MessageBarBody,
  Text,
  Title2,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ListStates } from '@/components/layout/ListStates';
import { useOnline } from '@/components/network/useOnline';
import {
  DOCUMENT_CATEGORIES,
  useDocuments,
  type ClubDocument,
} from '@/features/documents/api/useDocuments';
import { DocumentRow } from '@/features/documents/components/DocumentRow';
import { DocumentUploadForm } from '@/features/documents/components/DocumentUploadForm';
import '@/features/documents/strings';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '56rem',
  },
  section: { display: 'grid', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  empty: { color: tokens.colorNeutralForeground2 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/**
 * The back office's "Dokumente" (club:manage): the PDFs of the footer (its five categories), the
 * Formulare page and the club newspaper, per category in the site's order. Online only, like the
 * club's settings: files go straight to the server (docs/frontend-contract.md).
 */
export function DocumentsPage() {
  const { t } = useTranslation('documents');
  const styles = useStyles();
  const online = useOnline();
  const documents = useDocuments();
  const all: ClubDocument[] = documents.data ?? [];
  return (
    <section aria-labelledby="documents-title" className={styles.root}>
      <Title2 as="h1" id="documents-title">
        {t('title')}
      </Title2>
      <Text>{t('intro')}</Text>
      {!online && (
        <MessageBar intent="warning" data-testid="documents-offline">
          <MessageBarBody>{t('offline')}</MessageBarBody>
        </MessageBar>
      )}
      <section aria-labelledby="documents-upload" className={styles.section}>
        <Title3 as="h2" id="documents-upload" className={styles.heading}>
          {t('upload.heading')}
        </Title3>
        <DocumentUploadForm online={online} />
      </section>
      <ListStates
        loading={documents.isPending}
        failed={documents.isError && !documents.data}
        stale={documents.isError && Boolean(documents.data)}
        empty={all.length === 0}
        texts={{ failed: t('loadError'), empty: t('empty'), stale: t('stale') }}
        onRetry={() => void documents.refetch()}
      >
        {DOCUMENT_CATEGORIES.map((category) => {
          const inCategory = all.filter((d) => d.category === category);
          const id = `documents-${category}`;
          return (
            <section
              key={category}
              aria-labelledby={id}
              className={styles.section}
              data-testid={`documents-category-${category}`}
            >
              <Title3 as="h2" id={id} className={styles.heading}>
                {t(`categories.${category}`)}
              </Title3>
              {inCategory.length === 0 ? (
                <Text className={styles.empty}>{t('noneInCategory')}</Text>
              ) : (
                <ul className={styles.list}>
                  {inCategory.map((document, i) => (
                    <DocumentRow
                      key={document._id}
                      document={document}
                      first={i === 0}
                      last={i === inCategory.length - 1}
                      online={online}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </ListStates>
    </section>
  );
}

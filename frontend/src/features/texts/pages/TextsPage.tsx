import {
  Badge,
  Body1,
  Caption1,
  Card,
  CardHeader,
  Spinner,
  Subtitle2,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { RouterButton } from '@/components/RouterButton';
import { formatDateTime } from '@/components/format/date';
import { ListStates } from '@/components/layout/ListStates';
import { useLang } from '@/i18n/useLang';
import { useTexts, type ClubTextEntry } from '@/features/texts/api/useTexts';
import '@/features/texts/strings';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '56rem',
  },
  list: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(20rem, 100%), 1fr))',
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  card: { height: '100%' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { marginTop: 'auto' },
});

/**
 * The back office's "Texte" (club:manage): the club's own texts — Impressum, privacy statement,
 * Haftungsausschluss, the FSJ page and two texts of the start page — each opened in its editor.
 */
export function TextsPage() {
  const { t } = useTranslation('texts');
  const styles = useStyles();
  const texts = useTexts();
  return (
    <section aria-labelledby="texts-title" className={styles.root}>
      <Title2 as="h1" id="texts-title">
        {t('title')}
      </Title2>
      <Text>{t('intro')}</Text>
      {texts.isPending && <Spinner label={t('loading')} />}
      {!texts.isPending && (
        <ListStates
          loading={false}
          failed={texts.isError && !texts.data}
          stale={false}
          empty={false}
          texts={{ failed: t('loadError'), empty: '' }}
          onRetry={() => void texts.refetch()}
        >
          <ul className={styles.list} data-testid="texts-list">
            {(texts.data ?? []).map((text) => (
              <li key={text.key}>
                <TextCard text={text} />
              </li>
            ))}
          </ul>
        </ListStates>
      )}
    </section>
  );
}

function TextCard({ text }: { text: ClubTextEntry }) {
  const { t } = useTranslation('texts');
  const styles = useStyles();
  const lang = useLang();
  const written = text.de !== '';
  return (
    <Card className={styles.card} data-testid={`text-card-${text.key}`}>
      <CardHeader
        header={<Subtitle2 as="h2">{t(`keys.${text.key}.label`)}</Subtitle2>}
        description={<Caption1 className={styles.muted}>{t(`keys.${text.key}.where`)}</Caption1>}
      />
      <div className={styles.badges}>
        <Badge appearance="tint" color={written ? 'success' : 'warning'}>
          {written ? t('status.german') : t('status.notWritten')}
        </Badge>
        {written && (
          <Badge appearance="tint" color={text.en ? 'success' : 'informative'}>
            {text.en ? t('status.english') : t('status.noEnglish')}
          </Badge>
        )}
      </div>
      <Body1 className={styles.muted}>
        {text.updated_at
          ? t('status.saved', {
              date: formatDateTime(text.updated_at),
              name: text.updated_by?.name ?? t('status.someone'),
            })
          : t('status.never')}
      </Body1>
      <RouterButton
        to={`/${lang}/account/texte/${text.key}`}
        icon={<EditRegular />}
        className={styles.actions}
        aria-label={t('editNamed', { label: t(`keys.${text.key}.label`) })}
        data-testid={`text-edit-${text.key}`}
      >
        {t('edit')}
      </RouterButton>
    </Card>
  );
}

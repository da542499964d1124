import { Body1, Title1 } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { RouterButton } from '@/components/RouterButton';
import { useNotFoundPageStyles } from '@/features/errors/pages/NotFoundPage.styles';
import { useLang } from '@/i18n/useLang';

/**
 * An account page the session's role may not open: says so, with a way to the account's start
 * (which sends each role on to its own page, spec section 6).
 */
export function NotAllowedPage() {
  const styles = useNotFoundPageStyles();
  const { t } = useTranslation('common');
  const lang = useLang();
  return (
    <section className={styles.root} data-testid="not-allowed-page">
      <Title1 as="h1">{t('notAllowed.title')}</Title1>
      <Body1>{t('notAllowed.text')}</Body1>
      <RouterButton to={`/${lang}/account`} appearance="primary" icon={<ArrowLeftRegular />}>
        {t('notAllowed.back')}
      </RouterButton>
    </section>
  );
}

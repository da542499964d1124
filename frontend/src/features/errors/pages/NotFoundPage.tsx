import { Body1, Title1 } from '@fluentui/react-components';
import { HomeRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/useLang';
import { RouterButton } from '@/components/RouterButton';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { useNotFoundPageStyles } from '@/features/errors/pages/NotFoundPage.styles';

/** Spec section 2: any unknown path says the page does not exist, with a way back to Start. */
export function NotFoundPage() {
  const styles = useNotFoundPageStyles();
  const { t } = useTranslation('common');
  const lang = useLang();
  usePageMeta({
    title: t('notFound.title'),
    description: t('notFound.text'),
    noindex: true,
    status: 404,
  });
  return (
    <section className={styles.root} data-testid="not-found-page">
      <span className={styles.code} aria-hidden="true">
        404
      </span>
      <Title1 as="h1">{t('notFound.title')}</Title1>
      <Body1>{t('notFound.text')}</Body1>
      <RouterButton to={`/${lang}/`} appearance="primary" icon={<HomeRegular />}>
        {t('notFound.back')}
      </RouterButton>
    </section>
  );
}

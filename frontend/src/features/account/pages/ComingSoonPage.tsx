import { Title2 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/layout/EmptyState';

/** Drawer entries whose pages come in a later issue. */
export function ComingSoonPage({ entry }: { entry?: string }) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="coming-soon-title">
      <Title2 as="h1" id="coming-soon-title">
        {entry ? t(`menu.${entry}`) : t('comingSoon.title')}
      </Title2>
      <EmptyState text={t('comingSoon.text')} />
    </section>
  );
}

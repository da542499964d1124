import { Caption1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useFooterStyles } from '@/app/shell/Footer.styles';
import { useLang } from '@/app/useLang';
import { RouterLink } from '@/components/RouterLink';

// Spec section 2 route names (the pages follow in a later issue).
const LEGAL_LINKS = [
  { key: 'impressum', path: 'impressum' },
  { key: 'privacy', path: 'datenschutz' },
  { key: 'disclaimer', path: 'haftunsausschluss' },
] as const;

export function Footer() {
  const styles = useFooterStyles();
  const { t } = useTranslation('common');
  const lang = useLang();
  return (
    <footer className={styles.footer} aria-label={t('footer.label')}>
      <div className={styles.inner}>
        <ul className={styles.links}>
          {LEGAL_LINKS.map((link) => (
            <li key={link.key}>
              <RouterLink to={`/${lang}/${link.path}`}>{t(`footer.${link.key}`)}</RouterLink>
            </li>
          ))}
        </ul>
        <Caption1 className={styles.copyright}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Caption1>
      </div>
    </footer>
  );
}

import { Button, Tooltip } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ClubLogo } from '@/app/shell/ClubLogo';
import { isActivePath } from '@/app/shell/isActivePath';
import { MobileNavDrawer } from '@/app/shell/MobileNavDrawer';
import { SettingsMenu } from '@/app/shell/SettingsMenu';
import { useTopBarStyles } from '@/app/shell/TopBar.styles';
import { useNavItems } from '@/app/shell/useNavItems';
import { useLang } from '@/app/useLang';
import { RouterButton } from '@/components/RouterButton';

/** Spec section 2: logo, club name, navigation; a drawer replaces the navigation on phones. */
export function TopBar() {
  const styles = useTopBarStyles();
  const { t } = useTranslation('common');
  const lang = useLang();
  const items = useNavItems();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      <div className={styles.inner}>
        <Tooltip content={t('nav.openMenu')} relationship="label">
          <Button
            className={styles.menuButton}
            appearance="subtle"
            icon={<NavigationRegular />}
            aria-expanded={drawerOpen}
            data-testid="nav-menu-button"
            onClick={() => setDrawerOpen(true)}
          />
        </Tooltip>
        <Link to={`/${lang}/`} className={styles.brand} data-testid="brand-link">
          <ClubLogo size={40} title={t('logoAlt')} />
          <span className={styles.clubName}>{t('clubName')}</span>
        </Link>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          {items.map((item) => {
            const active = isActivePath(pathname, item.to);
            return (
              <RouterButton
                key={item.key}
                to={item.to}
                appearance="subtle"
                className={active ? styles.navActive : undefined}
                aria-current={active ? 'page' : undefined}
                data-testid={`nav-${item.key}`}
              >
                {item.label}
              </RouterButton>
            );
          })}
        </nav>
        <div className={styles.end}>
          <SettingsMenu />
        </div>
      </div>
      <MobileNavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} items={items} />
    </header>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AccountSheet } from '@/app/shell/AccountSheet';
import { ClubLogo } from '@/components/club/ClubLogo';
import { isActivePath } from '@/app/shell/isActivePath';
import { MobileNavDrawer } from '@/app/shell/MobileNavDrawer';
import { MoreMenu } from '@/app/shell/MoreMenu';
import { NavDropdown } from '@/app/shell/NavDropdown';
import { SettingsMenu } from '@/app/shell/SettingsMenu';
import { useTopBarStyles } from '@/app/shell/TopBar.styles';
import { useNavigation, type NavItem } from '@/app/shell/useNavItems';
import { useLang } from '@/i18n/useLang';
import { useAuth } from '@/auth/useAuth';
import { RouterButton } from '@/components/RouterButton';
import { siteNameOf, useClub } from '@/components/club/club';

/**
 * Spec section 2: logo, club name, Start, Blog, the Abteilungen and Workshops dropdowns,
 * Volkslauf and the overflow menu. Below 900 px a side drawer holds the navigation and a bottom
 * sheet the account items. The dropdowns, the settings dial, the drawer and the sheet are native
 * popovers (NavPopover): they work from the server's HTML on, before the app has started.
 */
export function TopBar() {
  const styles = useTopBarStyles();
  const { t } = useTranslation('common');
  const club = useClub();
  const lang = useLang();
  const navigation = useNavigation();
  const { status } = useAuth();
  const { pathname } = useLocation();

  const navLink = (item: NavItem) => {
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
  };

  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      <div className={styles.inner}>
        <MobileNavDrawer navigation={navigation} className={styles.menuButton} />
        <Link to={`/${lang}/`} className={styles.brand} data-testid="brand-link">
          <ClubLogo size={40} title={t('logoAlt', { club: siteNameOf(club) })} />
          <span className={styles.clubName}>{siteNameOf(club)}</span>
        </Link>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          {navLink(navigation.start)}
          {navLink(navigation.blog)}
          <NavDropdown
            list={navigation.departments}
            active={pathname.startsWith(`/${lang}/abteilung/`)}
            className={pathname.startsWith(`/${lang}/abteilung/`) ? styles.navActive : undefined}
          />
          <NavDropdown
            list={navigation.workshops}
            active={isActivePath(pathname, `/${lang}/workshop`)}
            className={isActivePath(pathname, `/${lang}/workshop`) ? styles.navActive : undefined}
          />
          {navLink(navigation.volkslauf)}
          <MoreMenu items={navigation.more} />
        </nav>
        <div className={styles.end}>
          {status === 'anonymous' && (
            <RouterButton
              to={`/${lang}/login`}
              appearance="subtle"
              className={styles.desktopOnly}
              data-testid="nav-login"
            >
              {t('nav.login')}
            </RouterButton>
          )}
          <SettingsMenu />
          <AccountSheet className={styles.menuButton} />
        </div>
      </div>
    </header>
  );
}

import { NavigationRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isActivePath } from '@/app/shell/isActivePath';
import { NavListEntries, NavPopover, PopoverHeader, PopoverLink } from '@/app/shell/NavPopover';
import { useNavPopoverStyles } from '@/app/shell/NavPopover.styles';
import type { Navigation, NavItem, NavList } from '@/app/shell/useNavItems';

const DRAWER_ID = 'nav-drawer-popover';

/**
 * The phone-width navigation (spec section 2: "Mobile: a side drawer"), with every entry: a
 * native popover in the server's HTML, so it opens and its links work before the app starts.
 */
export function MobileNavDrawer({
  navigation,
  className,
}: {
  navigation: Navigation;
  className?: string;
}) {
  const styles = useNavPopoverStyles();
  const { t } = useTranslation('common');
  const { pathname, hash } = useLocation();
  const isCurrent = (to: string) => isActivePath(pathname, to) || to === pathname + hash;
  const link = (item: NavItem) => (
    <PopoverLink key={item.key} to={item.to} current={isCurrent(item.to)}>
      {item.label}
    </PopoverLink>
  );

  return (
    <NavPopover
      id={DRAWER_ID}
      placement="drawer"
      className={className}
      appearance="subtle"
      icon={<NavigationRegular />}
      aria-label={t('nav.openMenu')}
      title={t('nav.openMenu')}
      data-testid="nav-menu-button"
      popoverTestId="nav-drawer"
    >
      <PopoverHeader
        popoverId={DRAWER_ID}
        title={t('nav.menuTitle')}
        closeLabel={t('nav.closeMenu')}
      />
      <nav aria-label={t('nav.label')}>
        <ul className={styles.list}>
          {link(navigation.start)}
          {link(navigation.blog)}
          <DrawerGroup list={navigation.departments} isCurrent={isCurrent} />
          <DrawerGroup list={navigation.workshops} isCurrent={isCurrent} />
          {link(navigation.volkslauf)}
          {navigation.more.map(link)}
        </ul>
      </nav>
    </NavPopover>
  );
}

function DrawerGroup({ list, isCurrent }: { list: NavList; isCurrent(to: string): boolean }) {
  const styles = useNavPopoverStyles();
  const headingId = useId();
  return (
    <li>
      <h3 id={headingId} className={styles.group}>
        {list.label}
      </h3>
      <ul className={styles.list} aria-labelledby={headingId} data-testid={`drawer-${list.key}`}>
        <NavListEntries list={list} isCurrent={isCurrent} nested />
      </ul>
    </li>
  );
}

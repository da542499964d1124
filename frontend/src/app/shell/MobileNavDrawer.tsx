import {
  Button,
  Caption1,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  mergeClasses,
  OverlayDrawer,
  Spinner,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useMobileNavDrawerStyles } from '@/app/shell/MobileNavDrawer.styles';
import { isActivePath } from '@/app/shell/isActivePath';
import type { Navigation, NavItem, NavList } from '@/app/shell/useNavItems';
import { RouterButton } from '@/components/RouterButton';

export interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  navigation: Navigation;
}

/** The phone-width navigation (spec section 2: "Mobile: a side drawer"), with every entry. */
export function MobileNavDrawer({ open, onOpenChange, navigation }: MobileNavDrawerProps) {
  const styles = useMobileNavDrawerStyles();
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const close = () => onOpenChange(false);

  const link = (item: NavItem, nested = false) => {
    const active = isActivePath(pathname, item.to);
    return (
      <li key={item.key}>
        <RouterButton
          to={item.to}
          appearance="subtle"
          size={nested ? 'medium' : 'large'}
          className={mergeClasses(styles.item, nested && styles.nested, active && styles.active)}
          aria-current={active ? 'page' : undefined}
          onNavigate={close}
        >
          {item.label}
        </RouterButton>
      </li>
    );
  };

  return (
    <OverlayDrawer
      open={open}
      position="start"
      onOpenChange={(_event, data) => onOpenChange(data.open)}
      aria-label={t('nav.label')}
      data-testid="nav-drawer"
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={t('nav.closeMenu')}
              icon={<DismissRegular />}
              onClick={close}
            />
          }
        >
          {t('nav.menuTitle')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <nav aria-label={t('nav.label')}>
          <ul className={styles.list}>
            {link(navigation.start)}
            {link(navigation.blog)}
            <DrawerGroup list={navigation.departments} renderItem={(item) => link(item, true)} />
            <DrawerGroup list={navigation.workshops} renderItem={(item) => link(item, true)} />
            {link(navigation.volkslauf)}
            {navigation.more.map((item) => link(item))}
          </ul>
        </nav>
      </DrawerBody>
    </OverlayDrawer>
  );
}

function DrawerGroup({
  list,
  renderItem,
}: {
  list: NavList;
  renderItem(item: NavItem): ReactNode;
}) {
  const styles = useMobileNavDrawerStyles();
  const { t } = useTranslation('common');
  const headingId = useId();
  return (
    <li>
      <Caption1 as="h2" id={headingId} className={styles.groupHeading}>
        {list.label}
      </Caption1>
      <ul className={styles.list} aria-labelledby={headingId} data-testid={`drawer-${list.key}`}>
        {list.status === 'pending' && (
          <li className={styles.note}>
            <Spinner size="extra-tiny" label={t('loading')} />
          </li>
        )}
        {list.status === 'error' && <li className={styles.note}>{list.errorText}</li>}
        {list.status === 'success' && list.items.length === 0 && (
          <li className={styles.note}>{t('nav.empty')}</li>
        )}
        {list.items.map(renderItem)}
      </ul>
    </li>
  );
}

import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useMobileNavDrawerStyles } from '@/app/shell/MobileNavDrawer.styles';
import { isActivePath } from '@/app/shell/isActivePath';
import type { NavItem } from '@/app/shell/useNavItems';
import { RouterButton } from '@/components/RouterButton';

export interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  items: NavItem[];
}

/** The phone-width navigation (spec section 2: "Mobile: a side drawer"). */
export function MobileNavDrawer({ open, onOpenChange, items }: MobileNavDrawerProps) {
  const styles = useMobileNavDrawerStyles();
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
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
              onClick={() => onOpenChange(false)}
            />
          }
        >
          {t('nav.menuTitle')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <nav className={styles.list} aria-label={t('nav.label')}>
          {items.map((item) => {
            const active = isActivePath(pathname, item.to);
            return (
              <RouterButton
                key={item.key}
                to={item.to}
                appearance="subtle"
                size="large"
                className={active ? `${styles.item} ${styles.active}` : styles.item}
                aria-current={active ? 'page' : undefined}
                onNavigate={() => onOpenChange(false)}
              >
                {item.label}
              </RouterButton>
            );
          })}
        </nav>
      </DrawerBody>
    </OverlayDrawer>
  );
}

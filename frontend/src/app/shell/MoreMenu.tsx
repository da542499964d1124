import { Button, Menu, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { MenuRouterItem } from '@/app/shell/MenuRouterItem';
import type { NavItem } from '@/app/shell/useNavItems';

/** The overflow menu (spec section 2): Formulare, Sportstätten, Dashboard when logged in. */
export function MoreMenu({ items, className }: { items: NavItem[]; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement={false}>
        <Button
          appearance="subtle"
          icon={<MoreHorizontalRegular />}
          iconPosition="after"
          className={className}
          data-testid="nav-more"
        >
          {t('nav.more')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList data-testid="nav-more-menu">
          {items.map((item) => (
            <MenuRouterItem key={item.key} to={item.to} data-testid={`nav-more-${item.key}`}>
              {item.label}
            </MenuRouterItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

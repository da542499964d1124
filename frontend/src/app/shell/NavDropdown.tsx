import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
} from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { MenuRouterItem } from '@/app/shell/MenuRouterItem';
import type { NavList } from '@/app/shell/useNavItems';

export interface NavDropdownProps {
  list: NavList;
  active?: boolean;
  className?: string;
}

/** A top-bar dropdown (Abteilungen, Workshops) with loading, error and empty entries. */
export function NavDropdown({ list, active, className }: NavDropdownProps) {
  const { t } = useTranslation('common');
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement={false}>
        <Button
          appearance="subtle"
          icon={<ChevronDownRegular />}
          iconPosition="after"
          className={className}
          aria-current={active ? 'page' : undefined}
          data-testid={`nav-${list.key}`}
        >
          {list.label}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList data-testid={`nav-${list.key}-menu`}>
          {list.status === 'pending' && (
            <MenuItem disabled icon={<Spinner size="extra-tiny" />}>
              {t('loading')}
            </MenuItem>
          )}
          {list.status === 'error' && <MenuItem disabled>{list.errorText}</MenuItem>}
          {list.status === 'success' && list.items.length === 0 && (
            <MenuItem disabled>{t('nav.empty')}</MenuItem>
          )}
          {list.items.map((item) => (
            <MenuRouterItem key={item.key} to={item.to}>
              {item.label}
            </MenuRouterItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isActivePath } from '@/app/shell/isActivePath';
import { NavPopover, PopoverLink } from '@/app/shell/NavPopover';
import { useNavPopoverStyles } from '@/app/shell/NavPopover.styles';
import type { NavItem } from '@/app/shell/useNavItems';

/** The overflow menu (spec section 2): Formulare, Sportstätten, Dashboard when logged in. */
export function MoreMenu({ items, className }: { items: NavItem[]; className?: string }) {
  const styles = useNavPopoverStyles();
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <NavPopover
      id="nav-more-popover"
      label={t('nav.more')}
      appearance="subtle"
      icon={<MoreHorizontalRegular />}
      iconPosition="after"
      className={className}
      data-testid="nav-more"
      popoverTestId="nav-more-menu"
    >
      <ul className={styles.list} aria-label={t('nav.more')}>
        {items.map((item) => (
          <PopoverLink
            key={item.key}
            to={item.to}
            current={isActivePath(pathname, item.to)}
            data-testid={`nav-more-${item.key}`}
          >
            {item.label}
          </PopoverLink>
        ))}
      </ul>
    </NavPopover>
  );
}

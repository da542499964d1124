import { ChevronDownRegular } from '@fluentui/react-icons';
import { useLocation } from 'react-router';
import { NavListEntries, NavPopover } from '@/app/shell/NavPopover';
import { useNavPopoverStyles } from '@/app/shell/NavPopover.styles';
import type { NavList } from '@/app/shell/useNavItems';

export interface NavDropdownProps {
  list: NavList;
  active?: boolean;
  className?: string;
}

/**
 * A top-bar dropdown (Abteilungen, Workshops): its entries are links in the server's HTML, with
 * loading, error and empty notes (a disclosure of links, WAI-ARIA's pattern for site navigation).
 */
export function NavDropdown({ list, active, className }: NavDropdownProps) {
  const styles = useNavPopoverStyles();
  const { pathname, hash } = useLocation();
  return (
    <NavPopover
      id={`nav-${list.key}-popover`}
      label={list.label}
      appearance="subtle"
      icon={<ChevronDownRegular />}
      iconPosition="after"
      className={className}
      aria-current={active ? 'page' : undefined}
      data-testid={`nav-${list.key}`}
      popoverTestId={`nav-${list.key}-menu`}
    >
      <ul className={styles.list} aria-label={list.label}>
        <NavListEntries list={list} isCurrent={(to) => to === pathname || to === pathname + hash} />
      </ul>
    </NavPopover>
  );
}

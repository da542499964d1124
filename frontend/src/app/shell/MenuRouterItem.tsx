import { MenuItemLink, type MenuItemLinkProps } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

export type MenuRouterItemProps = Omit<MenuItemLinkProps, 'href'> & { to: string };

/** A menu entry that is a real link (<a href>) and navigates client-side. */
export function MenuRouterItem({ to, onClick, ...rest }: MenuRouterItemProps) {
  const href = useHref(to);
  const handleLink = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <MenuItemLink
      {...rest}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) handleLink(event);
      }}
    />
  );
}

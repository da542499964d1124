import { Link, type LinkProps } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

// The anchor variant of Fluent's Link props (LinkProps is a union of <a>, <button>, <span>).
type AnchorLinkProps = Extract<LinkProps, { as?: 'a' }>;

export type RouterLinkProps = Omit<AnchorLinkProps, 'as' | 'href'> & { to: string };

/** A Fluent Link that navigates client-side. */
export function RouterLink({ to, onClick, ...rest }: RouterLinkProps) {
  const href = useHref(to);
  const handleLink = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link
      {...rest}
      as="a"
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) handleLink(event);
      }}
    />
  );
}

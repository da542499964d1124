import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/** A Fluent Link (a real <a href>) that navigates client-side. */
export function AccountLink({ to, children }: { to: string; children: ReactNode }) {
  const href = useHref(to);
  const handle = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link as="a" href={href} onClick={handle}>
      {children}
    </Link>
  );
}

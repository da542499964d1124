import { Button, type ButtonProps } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

// The anchor variant of Fluent's Button props (ButtonProps is a union of <button> and <a>).
type AnchorButtonProps = Extract<ButtonProps, { as: 'a' }>;

export type RouterButtonProps = Omit<AnchorButtonProps, 'as' | 'href'> & {
  to: string;
  onNavigate?: () => void;
};

/** A Fluent Button rendered as a real link (<a href>) that navigates client-side. */
export function RouterButton({ to, onNavigate, onClick, ...rest }: RouterButtonProps) {
  const href = useHref(to);
  const handleLink = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...rest}
      as="a"
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        handleLink(event);
        onNavigate?.();
      }}
    />
  );
}

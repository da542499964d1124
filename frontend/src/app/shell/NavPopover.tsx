import { Button, mergeClasses, type ButtonProps } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LinkProps } from 'react-router';
import { useNavPopoverStyles } from '@/app/shell/NavPopover.styles';
import type { NavList } from '@/app/shell/useNavItems';

// The <button> variant of Fluent's Button props (ButtonProps is a union of <button> and <a>).
type NativeButtonProps = Exclude<ButtonProps, { as: 'a' }>;

export type NavPopoverProps = Omit<NativeButtonProps, 'as' | 'popoverTarget' | 'children'> & {
  /** The popover's element id, unique on the page (the button names it in `popovertarget`). */
  id: string;
  /** The button's text (none for an icon button with an `aria-label`). */
  label?: ReactNode;
  /** The entries: lists of links and buttons. */
  children: ReactNode;
  popoverTestId?: string;
  /**
   * Below its button (dropdowns), a side drawer at the window's start edge or a sheet at its
   * bottom (phones).
   */
  placement?: 'anchored' | 'drawer' | 'sheet';
};

const ENTRIES = 'a[href], button:not(:disabled)';

function entries(popover: HTMLElement): HTMLElement[] {
  return [...popover.querySelectorAll<HTMLElement>(ENTRIES)];
}

/** Whether a popover is shown (false where the browser has no popovers, as in jsdom). */
function isOpen(popover: HTMLElement): boolean {
  try {
    return popover.matches(':popover-open');
  } catch {
    return false;
  }
}

/** Closes the popover an element is in (after a link inside it was followed). */
export function closeEnclosingPopover(element: Element): void {
  const popover = element.closest<HTMLElement>('[popover]');
  if (popover && isOpen(popover)) popover.hidePopover();
}

/**
 * A button with a native popover (HTML `popover`): the top bar's dropdowns, the settings dial and
 * the phone's drawer. It is plain HTML from the server: it opens, closes on Escape or a click
 * outside, returns focus to its button, and its links work before the app has started and
 * without JavaScript. Once the app runs, it adds what a menu does: the first entry takes the
 * focus on opening, the arrow keys, Home and End move between entries, ArrowDown on the button
 * opens it, and a followed link closes it.
 */
export function NavPopover({
  id,
  label,
  children,
  popoverTestId,
  placement = 'anchored',
  className,
  style,
  onKeyDown,
  ...buttonProps
}: NavPopoverProps) {
  const styles = useNavPopoverStyles();
  const ref = useRef<HTMLDivElement>(null);
  const anchored = placement === 'anchored';

  useEffect(() => {
    const popover = ref.current;
    if (!popover) return undefined;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') entries(popover)[0]?.focus();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      if (target instanceof Element && target.closest('a[href]')) closeEnclosingPopover(target);
    };
    popover.addEventListener('toggle', onToggle);
    popover.addEventListener('click', onClick);
    return () => {
      popover.removeEventListener('toggle', onToggle);
      popover.removeEventListener('click', onClick);
    };
  }, []);

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = entries(event.currentTarget);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next = {
      ArrowDown: (at + 1) % list.length,
      ArrowUp: (at - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    }[event.key];
    if (next === undefined || list.length === 0) return;
    event.preventDefault();
    list[next]?.focus();
  };

  return (
    <>
      <Button
        {...buttonProps}
        className={className}
        popoverTarget={id}
        // The popover is placed at its button (CSS anchor positioning, NavPopover.styles.ts).
        style={anchored ? { ...style, anchorName: `--${id}` } : style}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          const popover = ref.current;
          if (event.key === 'ArrowDown' && popover?.showPopover && !isOpen(popover)) {
            event.preventDefault();
            popover.showPopover();
          }
        }}
      >
        {label}
      </Button>
      <div
        id={id}
        ref={ref}
        popover="auto"
        className={anchored ? styles.popover : styles[placement]}
        style={anchored ? { positionAnchor: `--${id}` } : undefined}
        onKeyDown={moveFocus}
        data-testid={popoverTestId}
      >
        {children}
      </div>
    </>
  );
}

/** A drawer's or sheet's heading with its close button (a plain popover button). */
export function PopoverHeader({
  popoverId,
  title,
  titleId,
  closeLabel,
}: {
  popoverId: string;
  title: ReactNode;
  titleId?: string;
  closeLabel: string;
}) {
  const styles = useNavPopoverStyles();
  return (
    <div className={styles.drawerHeader}>
      <h2 id={titleId} className={styles.drawerTitle}>
        {title}
      </h2>
      <Button
        appearance="subtle"
        aria-label={closeLabel}
        title={closeLabel}
        icon={<DismissRegular />}
        popoverTarget={popoverId}
        popoverTargetAction="hide"
      />
    </div>
  );
}

/** An entry that is a link: client-side once the app runs, a plain link before. */
export function PopoverLink({
  current,
  nested = false,
  className,
  ...rest
}: LinkProps & { current: boolean; nested?: boolean }) {
  const styles = useNavPopoverStyles();
  return (
    <li>
      <Link
        {...rest}
        className={mergeClasses(
          styles.item,
          nested && styles.nested,
          current && styles.current,
          className,
        )}
        aria-current={current ? 'page' : undefined}
      />
    </li>
  );
}

/** A menu list's state notes (loading, failure, nothing yet) and its links. */
export function NavListEntries({
  list,
  isCurrent,
  nested,
}: {
  list: NavList;
  isCurrent(to: string): boolean;
  nested?: boolean;
}) {
  const styles = useNavPopoverStyles();
  const { t } = useTranslation('common');
  return (
    <>
      {list.status === 'pending' && <li className={styles.note}>{t('loading')}</li>}
      {list.status === 'error' && <li className={styles.note}>{list.errorText}</li>}
      {list.status === 'success' && list.items.length === 0 && (
        <li className={styles.note}>{t('nav.empty')}</li>
      )}
      {list.items.map((item) => (
        <PopoverLink key={item.key} to={item.to} current={isCurrent(item.to)} nested={nested}>
          {item.label}
        </PopoverLink>
      ))}
    </>
  );
}

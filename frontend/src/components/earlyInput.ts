import { useEffect, useRef, type RefObject } from 'react';

declare global {
  interface Window {
    /**
     * Values typed into the server-rendered HTML before the app took the page over, by field
     * name; kept by the page's pre-paint script (backend src/pages/pre-paint-script.ts).
     */
    vhEarly?: Record<string, string>;
    /**
     * The button a visitor pressed (or the form sent by Enter) before the app had started
     * (plain HTML does nothing with it); kept by the pre-paint script, pressed (or sent) again
     * once the app is ready.
     */
    vhClick?: Element;
    /** The path whose page view the pre-paint script has already counted (a beacon). */
    vhCounted?: string;
  }
}

/** Takes (and forgets) what the pre-paint script saw typed into the named fields. */
export function takeEarlyInput<Name extends string>(
  names: readonly Name[],
): Partial<Record<Name, string>> | null {
  const early = typeof window === 'undefined' ? undefined : window.vhEarly;
  if (!early) return null;
  const taken: Partial<Record<Name, string>> = {};
  let found = false;
  for (const name of names) {
    const value = early[name];
    if (value === undefined) continue;
    taken[name] = value;
    delete early[name];
    found = true;
  }
  return found ? taken : null;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

function isTextField(element: unknown): element is TextField {
  return (
    (element instanceof HTMLInputElement &&
      element.type !== 'checkbox' &&
      element.type !== 'radio') ||
    element instanceof HTMLTextAreaElement
  );
}

/**
 * The value a field shows when it differs from what the app rendered into it, else undefined.
 * React keeps a controlled text field's `defaultValue` (the `value` attribute) equal to its
 * state, also when it hydrates a field whose value the visitor had already changed; a select's
 * rendered choice is the option marked `selected`.
 */
export function changedValue(field: Element | RadioNodeList | null): string | undefined {
  if (isTextField(field)) return field.value !== field.defaultValue ? field.value : undefined;
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    const rendered = (options.find((option) => option.defaultSelected) ?? options[0])?.value;
    return field.value !== (rendered ?? '') ? field.value : undefined;
  }
  return undefined;
}

/** What the named fields of `form` show where it differs from the app's state. */
export function changedFields<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
  { textOnly = false } = {},
): Partial<Record<Name, string>> | null {
  const changed: Partial<Record<Name, string>> = {};
  let found = false;
  for (const name of names) {
    const field = form.elements.namedItem(name);
    if (textOnly && !isTextField(field)) continue;
    const value = changedValue(field);
    if (value === undefined) continue;
    changed[name] = value;
    found = true;
  }
  return found ? changed : null;
}

/**
 * A form of a server-rendered page: whatever its fields show is what the app works with, at any
 * moment after the HTML arrived (a paste, a password manager, typing before the app started).
 * - On the app's first render it takes over what the fields show: hydration keeps the server's
 *   nodes and what the visitor put into them, but the form's state starts empty. What the
 *   pre-paint script saw typed fills in for a field whose node was drawn anew.
 * - Afterwards, a filler that sets values without an `input` event is caught up with on the next
 *   key, tap or focus in the form (before Enter submits, before a click on the button).
 * `apply` gets only the fields whose value differs from the state; it merges them. Attach the
 * returned ref to the `<form>`.
 */
export function useFormFromPage<Name extends string>(
  names: readonly Name[],
  apply: (values: Partial<Record<Name, string>>) => void,
): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  const latest = useRef({ names, apply });
  latest.current = { names, apply };
  useEffect(() => {
    const element = form.current;
    const early = takeEarlyInput(latest.current.names);
    const shown = element ? changedFields(element, latest.current.names) : null;
    if (early || shown) latest.current.apply({ ...early, ...shown });
    if (!element) return;
    // Capture: the state is caught up with before the key or tap does its work.
    const catchUp = () => {
      const changed = changedFields(element, latest.current.names, { textOnly: true });
      if (changed) latest.current.apply(changed);
    };
    const events = ['keydown', 'pointerdown', 'focusin'] as const;
    for (const type of events) element.addEventListener(type, catchUp, true);
    return () => {
      for (const type of events) element.removeEventListener(type, catchUp, true);
    };
  }, []);
  return form;
}

/**
 * Presses the button again that the visitor pressed before the app had taken the page over, once
 * the app is ready: the element is the server's own node, which hydration keeps, so the click
 * reaches the handler it was meant for (a menu opens, the cookie notice closes, the form is sent
 * with what was typed). Nothing happens when the node is gone (the page was drawn anew).
 */
export function replayEarlyClick(): void {
  const target = window.vhClick;
  delete window.vhClick;
  // The pre-paint script's progress marks (a bar at the top, a busy cursor on the button).
  delete document.documentElement.dataset.starting;
  target?.removeAttribute('data-vh-pending');
  if (!(target instanceof HTMLElement) || !target.isConnected) return;
  // A form sent without a button (Enter in a form that has none) is sent again as it was.
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else target.click();
}

/**
 * Whether the page view of this path was already counted by the pre-paint script (the first view
 * of a server-rendered page); true only once, later visits of the same path count again.
 */
export function takeCountedView(pathname: string): boolean {
  if (typeof window === 'undefined' || window.vhCounted !== pathname) return false;
  delete window.vhCounted;
  return true;
}

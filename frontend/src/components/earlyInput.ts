import { useEffect, useRef } from 'react';

declare global {
  interface Window {
    /**
     * Values typed into the server-rendered HTML before the app took the page over, by field
     * name; kept by the page's pre-paint script (backend src/pages/pre-paint-script.ts).
     */
    vhEarly?: Record<string, string>;
    /**
     * The button a visitor pressed before the app had started (plain HTML does nothing with
     * it); kept by the pre-paint script, pressed again once the app is ready.
     */
    vhClick?: Element;
    /** The path whose page view the pre-paint script has already counted (a beacon). */
    vhCounted?: string;
  }
}

/** Takes (and forgets) what was typed into the named fields before the app started. */
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

/**
 * A form of a server-rendered page takes over what the visitor typed or chose before the app had
 * started: hydration sets the fields back to the rendered state, and without this the input
 * would be lost silently. Runs once, after the first render.
 */
export function useEarlyInput<Name extends string>(
  names: readonly Name[],
  apply: (values: Partial<Record<Name, string>>) => void,
): void {
  const latest = useRef({ names, apply });
  latest.current = { names, apply };
  useEffect(() => {
    const taken = takeEarlyInput(latest.current.names);
    if (taken) latest.current.apply(taken);
  }, []);
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
  if (target instanceof HTMLElement && target.isConnected) target.click();
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

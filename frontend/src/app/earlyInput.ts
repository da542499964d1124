import { useEffect, useRef } from 'react';

declare global {
  interface Window {
    /**
     * Values typed into the server-rendered HTML before the app took the page over, by field
     * name; kept by the page's pre-paint script (backend src/pages/pre-paint-script.ts).
     */
    vhEarly?: Record<string, string>;
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

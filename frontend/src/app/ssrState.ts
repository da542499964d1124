import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from '@/app/router';

/** The id of the JSON data block a server-rendered page carries (no inline script: CSP). */
export const SSR_STATE_ID = 'vh-state';

/** What the server render hands to the browser: the loaded queries and the router's data. */
export interface SsrState {
  queries: DehydratedState;
  router: HydrationState;
  /** When the server rendered the page (ms): the offline note's "as of". */
  renderedAt: number;
}

/** JSON for a `<script type="application/json">`: `<` escaped so no text can close the element. */
export function serializeState(state: SsrState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

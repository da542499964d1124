import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * The server's answer to a form a page posted without the app (JavaScript off, or the app not
 * there): the page is rendered again with it (backend src/pages/page-form.filter.ts), so the
 * visitor reads what went wrong next to what they typed, in the page's language.
 */
export interface PageFormAnswer {
  /** What the form sent, field by field. */
  values: Record<string, string>;
  status: number;
  /** The error envelope's code and German sentence; field messages in `details`. */
  code: string;
  message: string;
  details?: Record<string, string>;
}

/** Where the server render puts a form's answer for hydration (entry-server `pageForm`). */
export const pageFormKey = (form: string) => ['pageForm', form] as const;

/**
 * The answer the page was rendered with for `form`, or null. Read once, on the first render (the
 * server's and the hydrating one agree), then dropped: a later visit of the page starts empty.
 */
export function usePageFormAnswer(form: string): PageFormAnswer | null {
  const client = useQueryClient();
  const [answer] = useState(() => client.getQueryData<PageFormAnswer>(pageFormKey(form)) ?? null);
  useEffect(() => {
    client.removeQueries({ queryKey: pageFormKey(form), exact: true });
  }, [client, form]);
  return answer;
}

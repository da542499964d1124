import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/generated/schema';
import { publicQueries, type TextKey } from '@/api/publicQueries';
import { api } from '@/api/typed';

export type ClubTextEntry = components['schemas']['TextDto'];
export type TextInput = components['schemas']['UpdateTextDto'];

/** The screen's list (the history dialog drops it after a restore: HistoryDialog). */
export const TEXTS_KEY = ['staff', 'texts'] as const;

/** GET /api/texts: every text the club writes, one never written as empty at version 0. */
export function useTexts() {
  return useQuery({
    queryKey: TEXTS_KEY,
    queryFn: async () => (await api.get('/api/texts')).data ?? [],
  });
}

/**
 * PUT /api/texts/{key} with the version the editor was opened with (If-Match; 0 for a first
 * save). The answer replaces the list's entry, and the public text is read again.
 */
export function useSaveText(key: TextKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, version }: { values: TextInput; version: number }) =>
      api.put('/api/texts/{key}', {
        path: { key },
        json: values,
        headers: { 'If-Match': `"${version}"` },
      }),
    onSuccess: (envelope) => {
      const saved = envelope.data;
      if (saved) {
        queryClient.setQueryData<ClubTextEntry[]>(TEXTS_KEY, (list) =>
          list?.map((entry) => (entry.key === saved.key ? saved : entry)),
        );
      }
      void queryClient.invalidateQueries({ queryKey: publicQueries.text(key).queryKey });
    },
  });
}

import { useQuery } from '@tanstack/react-query';
import { listRevisions, loadRevision, type HistoryType } from '@/features/history/api/historyApi';

/** The history is read from the server only (never cached on the device: it needs a connection). */
export const historyKey = (type: HistoryType, id: string) => ['history', type, id] as const;

export function useRevisions(type: HistoryType, id: string, enabled: boolean) {
  return useQuery({
    queryKey: historyKey(type, id),
    queryFn: () => listRevisions(type, id),
    enabled,
    networkMode: 'always',
  });
}

export function useRevision(type: HistoryType, id: string, revision: string, enabled: boolean) {
  return useQuery({
    queryKey: [...historyKey(type, id), revision],
    queryFn: () => loadRevision(type, id, revision),
    enabled,
    networkMode: 'always',
  });
}

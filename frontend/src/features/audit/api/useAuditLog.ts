import { useInfiniteQuery, type keepPreviousData } from '@tanstack/react-query';
import { api } from '@/api/typed';
import type { AuditAction, AuditPage } from '@/api/types';

const PAGE_SIZE = 50;

/** The query the filters make: every part optional; from inclusive, to exclusive (ISO). */
export interface AuditQuery {
  person?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}

/** The audit log, newest first, 50 a page, narrowed by the filters (online only). */
export function useAuditLog(
  query: AuditQuery,
  enabled: boolean,
  /** keepPreviousData: a new filter shows the last answer until its own arrives. */
  placeholderData?: typeof keepPreviousData,
) {
  return useInfiniteQuery({
    queryKey: ['account', 'audit', query],
    enabled,
    placeholderData,
    initialPageParam: 1,
    queryFn: async ({ pageParam }): Promise<AuditPage> => {
      const { data } = await api.get('/api/audit', {
        query: { ...query, page: pageParam, limit: PAGE_SIZE },
      });
      if (!data) throw new Error('Audit page without data');
      return data;
    },
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { PublishRequest } from '@/api/types';

export const PUBLISH_REQUESTS_KEY = ['account', 'publishrequests'] as const;

interface PublishRequestList {
  courses: PublishRequest[];
  workshops: PublishRequest[];
}

export function usePublishRequests(enabled: boolean) {
  return useQuery({
    queryKey: PUBLISH_REQUESTS_KEY,
    enabled,
    // Course and workshop requests form one queue (and one badge count), oldest first.
    queryFn: async () => {
      const data = (await apiFetch<PublishRequestList>('/api/publishrequests')).data;
      return [...(data?.courses ?? []), ...(data?.workshops ?? [])].sort((a, b) =>
        a.requested_at.localeCompare(b.requested_at),
      );
    },
  });
}

export interface DecisionInput {
  request: PublishRequest;
  decision: 'grant' | 'reject';
  reason?: string;
}

/** Grant or reject; on success the request leaves the queue (and the drawer badge). */
export function usePublishDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, decision, reason }: DecisionInput) =>
      apiFetch<unknown>(
        `/api/${request.type}/${decision}/${encodeURIComponent(request.entity._id)}`,
        {
          method: 'POST',
          json: decision === 'reject' ? { reason } : {},
        },
      ),
    onSuccess: (_envelope, { request }) => {
      client.setQueryData<PublishRequest[]>(PUBLISH_REQUESTS_KEY, (list) =>
        (list ?? []).filter((item) => item._id !== request._id),
      );
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/typed';
import type { PublishRequest } from '@/api/types';

export const PUBLISH_REQUESTS_KEY = ['account', 'publishrequests'] as const;

export function usePublishRequests(enabled: boolean) {
  return useQuery({
    queryKey: PUBLISH_REQUESTS_KEY,
    enabled,
    // Course and workshop requests form one queue (and one badge count), oldest first.
    queryFn: async () => {
      const data = (await api.get('/api/publishrequests')).data;
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
    mutationFn: async ({ request, decision, reason }: DecisionInput) => {
      const path = { id: request.entity._id };
      if (decision === 'grant') {
        return request.type === 'course'
          ? api.post('/api/course/grant/{id}', { path })
          : api.post('/api/workshop/grant/{id}', { path });
      }
      const json = { reason: reason ?? '' };
      return request.type === 'course'
        ? api.post('/api/course/reject/{id}', { path, json })
        : api.post('/api/workshop/reject/{id}', { path, json });
    },
    onSuccess: (_envelope, { request }) => {
      client.setQueryData<PublishRequest[]>(PUBLISH_REQUESTS_KEY, (list) =>
        (list ?? []).filter((item) => item._id !== request._id),
      );
    },
  });
}

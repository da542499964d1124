import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { Course, PublishRequest } from '@/api/types';

export const PUBLISH_REQUESTS_KEY = ['account', 'publishrequests'] as const;

interface PublishRequestList {
  courses: PublishRequest[];
  workshops: PublishRequest[];
}

export function usePublishRequests(enabled: boolean) {
  return useQuery({
    queryKey: PUBLISH_REQUESTS_KEY,
    enabled,
    queryFn: async () =>
      (await apiFetch<PublishRequestList>('/api/publishrequests')).data?.courses ?? [],
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
      apiFetch<Course>(`/api/course/${decision}/${encodeURIComponent(request.entity._id)}`, {
        method: 'POST',
        json: decision === 'reject' ? { reason } : {},
      }),
    onSuccess: (_envelope, { request }) => {
      client.setQueryData<PublishRequest[]>(PUBLISH_REQUESTS_KEY, (list) =>
        (list ?? []).filter((item) => item._id !== request._id),
      );
    },
  });
}

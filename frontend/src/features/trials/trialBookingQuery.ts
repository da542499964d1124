import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '@/api/ApiError';
import type { PublicTrialBooking } from '@/api/publicQueries';
import { api } from '@/api/typed';

/**
 * The booking of a mailed link (`…/probetraining/verwalten?token=`), POST /public/trials/view so
 * the token stays out of logs: the booking, or null for a link that names none (unknown, used
 * up by deleting, malformed), which the page says plainly instead of offering its buttons. Read
 * by the route's loader, on the server too (its page is answered `private, no-store`).
 */
export const trialBookingQuery = (token: string) =>
  queryOptions({
    queryKey: ['trialBooking', token] as const,
    queryFn: async (): Promise<PublicTrialBooking | null> => {
      try {
        return (await api.post('/public/trials/view', { json: { token } })).data ?? null;
      } catch (error) {
        if (isApiError(error) && ['INVALID_TOKEN', 'VALIDATION_FAILED'].includes(error.code))
          return null;
        throw error;
      }
    },
    retry: false,
    staleTime: Infinity,
  });

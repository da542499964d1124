import { nullIfNotFound } from '@/api/ApiError';
import { api } from '@/api/typed';
import type { TimeSlot } from '@/api/types';
import type { LocalWorkshop, WorkshopRecord } from '@/features/workshops/offline';
import type { LocalTimeSlot } from '@/features/timeslots';
import { useOfflineList, useOfflineRecord, type OfflineList } from '@/offline/hooks';

const loadWorkshops = async () => (await api.get('/api/workshops')).data ?? [];

/** The workshops (with their times), also offline after one online visit. */
export function useStaffWorkshops(): OfflineList<WorkshopRecord> {
  return useOfflineList('workshop', { load: loadWorkshops });
}

// A workshop the server does not know: "does not exist", not a load error.
const loadWorkshop = async (id: string) =>
  (await nullIfNotFound(api.get('/api/workshop/{id}', { path: { id } })))?.data;

export interface StaffWorkshop {
  workshop: LocalWorkshop | null | undefined;
  times: LocalTimeSlot[] | undefined;
  loading: boolean;
  failed: boolean;
  stale: boolean;
  refetch(): void;
}

/** One workshop and its times; one made on this device and not synced yet is not asked for. */
export function useStaffWorkshop(id: string | undefined): StaffWorkshop {
  const one = useOfflineRecord<WorkshopRecord>('workshop', id, { load: loadWorkshop });
  const times = useOfflineList<TimeSlot>('time', {
    parent: id,
    enabled: Boolean(id) && Boolean(one.record) && one.record?.serverVersion !== null,
    load: async () => (await api.get('/api/times/{id}', { path: { id: id ?? '' } })).data ?? [],
  });
  return {
    workshop: one.record,
    times: times.items,
    loading: one.loading,
    failed: one.failed,
    stale: one.stale || times.stale,
    refetch: () => {
      one.refetch();
      times.refetch();
    },
  };
}

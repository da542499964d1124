import { api } from '@/api/typed';
import type { Envelope, Workshop } from '@/api/types';
import { storeServerRecord } from '@/offline/localStore';

/** Blocking is an admin decision: online, answered by the server (every other write: outbox). */
export async function toggleWorkshopBlock(userId: string, id: string): Promise<Envelope<Workshop>> {
  const envelope = await api.post('/api/workshop/block/{id}', { path: { id } });
  if (envelope.data) await storeServerRecord(userId, 'workshop', envelope.data);
  return envelope;
}

import { api } from '@/api/typed';
import type { Course, Envelope } from '@/api/types';
import { storeServerRecord } from '@/offline/localStore';

/**
 * Blocking is an admin decision and needs the server's answer at once; every other write of a
 * course (fields, create, delete, publish request, image) goes through the outbox.
 */
export async function toggleCourseBlock(userId: string, id: string): Promise<Envelope<Course>> {
  const envelope = await api.post('/api/course/block/{id}', { path: { id } });
  if (envelope.data) await storeServerRecord(userId, 'course', envelope.data);
  return envelope;
}

import { api } from '@/api/typed';
import type { Course, CreateCourse, Envelope } from '@/api/types';
import { newId } from '@/offline/ids';
import { removeLocalCourse, storeServerCourse } from '@/offline/localStore';

/**
 * Actions that need the server's answer at once (publish, block, delete, create). Field edits
 * and time slots go through the offline outbox instead.
 */
export async function publishCourse(userId: string, id: string): Promise<Envelope<Course>> {
  const envelope = await api.post('/api/course/publish/{id}', { path: { id } });
  if (envelope.data) await storeServerCourse(userId, envelope.data);
  return envelope;
}

export async function toggleCourseBlock(userId: string, id: string): Promise<Envelope<Course>> {
  const envelope = await api.post('/api/course/block/{id}', { path: { id } });
  if (envelope.data) await storeServerCourse(userId, envelope.data);
  return envelope;
}

export async function deleteCourse(userId: string, id: string): Promise<Envelope<unknown>> {
  const envelope = await api.delete('/api/course/{id}', { path: { id } });
  await removeLocalCourse(userId, id);
  return envelope;
}

export async function createCourse(userId: string, input: CreateCourse): Promise<Envelope<Course>> {
  const envelope = await api.post('/api/courses', {
    headers: { 'Idempotency-Key': newId() },
    json: input,
  });
  if (envelope.data) await storeServerCourse(userId, envelope.data);
  return envelope;
}

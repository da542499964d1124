import { apiFetch } from '@/api/client';
import type { Course, CreateCourse, Envelope } from '@/api/types';
import { newId } from '@/offline/ids';
import { removeLocalCourse, storeServerCourse } from '@/offline/localStore';

/**
 * Actions that need the server's answer at once (publish, block, delete, create). Field edits
 * and time slots go through the offline outbox instead.
 */
export async function publishCourse(userId: string, id: string): Promise<Envelope<Course>> {
  const envelope = await apiFetch<Course>(`/api/course/publish/${encodeURIComponent(id)}`, {
    method: 'POST',
  });
  if (envelope.data) await storeServerCourse(userId, envelope.data);
  return envelope;
}

export async function toggleCourseBlock(userId: string, id: string): Promise<Envelope<Course>> {
  const envelope = await apiFetch<Course>(`/api/course/block/${encodeURIComponent(id)}`, {
    method: 'POST',
  });
  if (envelope.data) await storeServerCourse(userId, envelope.data);
  return envelope;
}

export async function deleteCourse(userId: string, id: string): Promise<Envelope<unknown>> {
  const envelope = await apiFetch<unknown>(`/api/course/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
  await removeLocalCourse(userId, id);
  return envelope;
}

export async function createCourse(userId: string, input: CreateCourse): Promise<Envelope<Course>> {
  const envelope = await apiFetch<Course>('/api/courses', {
    method: 'POST',
    headers: { 'Idempotency-Key': newId() },
    json: input,
  });
  if (envelope.data) await storeServerCourse(userId, envelope.data);
  return envelope;
}

import { api, buildPath } from '@/api/typed';
import type { Course, DepartmentRef, Envelope, TimeSlot, Trainer } from '@/api/types';

// Type checks (npm run typecheck fails when one of these lines stops being an error or starts
// being one); the calls are never made.
export function typeChecks(): void {
  const course: Promise<Envelope<Course>> = api.get('/api/course/{id}', { path: { id: 'c1' } });
  const times: Promise<Envelope<TimeSlot[]>> = api.get('/api/times/{id}', { path: { id: 'c1' } });
  const trainers: Promise<Envelope<Trainer[]>> = api.get('/api/trainers');
  const departments: Promise<Envelope<DepartmentRef[]>> = api.get('/api/departments');
  void [course, times, trainers, departments];
  // @ts-expect-error a path the API does not have
  void api.get('/api/nope');
  // @ts-expect-error the path parameter is missing
  void api.get('/api/course/{id}');
  // @ts-expect-error GET /api/courses has no such query parameter
  void api.get('/api/courses', { query: { colour: 'blue' } });
  // @ts-expect-error the body lacks the required title
  void api.post('/api/courses', { json: { description: '' } });
  // @ts-expect-error DELETE is not an operation of /api/courses
  void api.delete('/api/courses');
  // @ts-expect-error the answer is a course, not a list
  const wrong: Promise<Envelope<Course[]>> = api.get('/api/course/{id}', { path: { id: 'c1' } });
  void wrong;
}

describe('buildPath', () => {
  it('fills and encodes path parameters and adds the query without empty values', () => {
    expect(buildPath('/api/course/{id}', { id: 'a b/c' }, undefined)).toBe('/api/course/a%20b%2Fc');
    expect(buildPath('/public/blogPosts/{page}', { page: 2 }, { q: 'Turnen', x: undefined })).toBe(
      '/public/blogPosts/2?q=Turnen',
    );
  });

  it('refuses a missing path parameter instead of calling /api/course/undefined', () => {
    expect(() => buildPath('/api/course/{id}', {}, undefined)).toThrow('id');
  });
});

import type { Course } from '@/api/types';
import { defineOfflineEntity } from '@/offline/entity';
import type { Local } from '@/offline/types';

/** A course as the device keeps it (its times are records of their own). */
export type CourseRecord = Omit<Course, 'times'>;
export type LocalCourse = Local<CourseRecord>;

/** Courses offline: `POST /api/course` updates (the spec's verb), times embedded in answers. */
export const courseEntity = defineOfflineEntity<Course>()({
  type: 'course',
  ns: 'account',
  create: '/api/courses',
  update: { method: 'POST', path: '/api/course' },
  remove: '/api/course/{id}',
  upload: { image: '/api/course/profileImage/{id}' },
  action: { publish: '/api/course/publish/{id}' },
  immutableKeys: ['department'],
  embeds: [{ key: 'times', type: 'time' }],
  // Edited on the device (itself, its image, a time): changed, as the server will say.
  edited: (course) => (course.state === 'published' ? { ...course, state: 'changed' } : course),
  label: (course, t) => t('entity.course', { title: course.title ?? '' }),
});

import type { Course } from '@/api/types';
import type { OfflineEntity } from '@/offline/registry';
import type { Local } from '@/offline/types';

/** A course as the device keeps it (its times are records of their own). */
export type CourseRecord = Omit<Course, 'times'>;
export type LocalCourse = Local<CourseRecord>;

/** Courses offline: `POST /api/course` updates (the spec's verb), times embedded in answers. */
export const courseEntity: OfflineEntity<Course> = {
  type: 'course',
  paths: {
    create: '/api/courses',
    update: '/api/course',
    remove: (id) => `/api/course/${encodeURIComponent(id)}`,
    upload: { image: (id) => `/api/course/profileImage/${encodeURIComponent(id)}` },
    action: { publish: (id) => `/api/course/publish/${encodeURIComponent(id)}` },
  },
  updateMethod: 'POST',
  immutableKeys: ['department'],
  embeds: [{ key: 'times', type: 'time' }],
  // Edited on the device (itself, its image, a time): changed, as the server will say.
  edited: (course) => (course.state === 'published' ? { ...course, state: 'changed' } : course),
  label: (course, t) => t('entity.course', { title: course.title ?? '' }),
  fieldLabel: (key, t) => t(`fields.${key}`, { defaultValue: key }),
};

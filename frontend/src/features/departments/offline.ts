import type { Department } from '@/api/types';
import { defineOfflineEntity } from '@/offline/entity';
import type { Local } from '@/offline/types';

export type LocalDepartment = Local<Department>;

/** Departments offline: created, edited (PUT), deleted, given a photo and an icon. */
export const departmentEntity = defineOfflineEntity<Department>()({
  type: 'department',
  ns: 'account',
  create: '/api/departments',
  update: { method: 'PUT', path: '/api/departments' },
  remove: '/api/department/{id}',
  upload: {
    image: '/api/department/uploadImage/{id}',
    icon: '/api/department/uploadIcon/{id}',
  },
  immutableKeys: [],
  label: (department, t) => t('entity.department', { title: department.title ?? '' }),
});

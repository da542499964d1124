import type { Department } from '@/api/types';
import type { OfflineEntity } from '@/offline/registry';
import type { Local } from '@/offline/types';

export type LocalDepartment = Local<Department>;

/** Departments offline: created, edited (PUT), deleted, given a photo and an icon. */
export const departmentEntity: OfflineEntity<Department> = {
  type: 'department',
  paths: {
    create: '/api/departments',
    update: '/api/departments',
    remove: (id) => `/api/department/${encodeURIComponent(id)}`,
    upload: {
      image: (id) => `/api/department/uploadImage/${encodeURIComponent(id)}`,
      icon: (id) => `/api/department/uploadIcon/${encodeURIComponent(id)}`,
    },
  },
  updateMethod: 'PUT',
  immutableKeys: [],
  label: (department, t) => t('entity.department', { title: department.title ?? '' }),
  fieldLabel: (key, t) => t(`fields.${key}`, { defaultValue: key }),
};

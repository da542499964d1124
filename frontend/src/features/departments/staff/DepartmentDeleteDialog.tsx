import { Spinner } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/typed';
import type { Course } from '@/api/types';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import type { LocalDepartment } from '@/features/departments/offline';
import { useOfflineList } from '@/offline/hooks';
import '@/features/departments/staff/strings';

const loadCourses = async () => (await api.get('/api/courses')).data ?? [];

export interface DepartmentDeleteDialogProps {
  department: LocalDepartment;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Spec section 6: deleting a department removes its courses and users. The confirmation names
 * both, from the server's preview (`GET /api/department/deletePreview/{id}`); without a
 * connection it names the courses the device knows and says which kinds of accounts go.
 */
export function DepartmentDeleteDialog({
  department,
  onConfirm,
  onCancel,
}: DepartmentDeleteDialogProps) {
  const { t } = useTranslation(['departmentsStaff', 'account']);
  const preview = useQuery({
    queryKey: ['account', 'departments', 'deletePreview', department._id],
    // A department made on this device (not sent yet) has nothing on the server to preview.
    enabled: department.serverVersion !== null,
    retry: false,
    queryFn: async () =>
      (await api.get('/api/department/deletePreview/{id}', { path: { id: department._id } }))
        .data ?? null,
  });
  const local = useOfflineList<Course>('course', {
    load: loadCourses,
    enabled: preview.isError,
  });
  const fromServer = preview.data;
  const courses = fromServer
    ? fromServer.courses.map((course) => course.title)
    : (local.items ?? [])
        .filter((course) => course.department?._id === department._id)
        .map((course) => course.title)
        .sort((a, b) => a.localeCompare(b, 'de'));
  const loading = preview.isPending && preview.fetchStatus !== 'idle';

  return (
    <ConfirmDialog
      open
      onCancel={onCancel}
      title={t('departments.deleteTitle', { title: department.title })}
      confirmLabel={t('editor.deleteConfirm')}
      cancelLabel={t('common.cancel')}
      onConfirm={onConfirm}
    >
      <p>{t('departments.deleteText', { title: department.title })}</p>
      {loading || (preview.isError && local.loading) ? (
        <Spinner size="tiny" label={t('common.loading')} />
      ) : (
        <>
          {courses.length > 0 ? (
            <>
              <p>{t('departments.deleteCourses', { count: courses.length })}</p>
              <ul data-testid="department-delete-courses">
                {courses.map((title) => (
                  <li key={title}>{title}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>
              {preview.isError && local.failed
                ? t('departments.coursesUnknown')
                : t('departments.noCourses')}
            </p>
          )}
          {fromServer ? (
            fromServer.users.length > 0 ? (
              <>
                <p>{t('departments.deleteUsersNamed', { count: fromServer.users.length })}</p>
                <ul data-testid="department-delete-users">
                  {fromServer.users.map((user) => (
                    <li key={user._id}>{user.name}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{t('departments.noUsers')}</p>
            )
          ) : (
            <p>{t('departments.deleteUsers')}</p>
          )}
          <p>{t('departments.otherRolesStay')}</p>
        </>
      )}
    </ConfirmDialog>
  );
}

import { Title2 } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/useLang';
import { usePermission } from '@/auth/usePermission';
import { useAuth } from '@/auth/useAuth';
import { useAccountCourses } from '@/features/courses/api/useAccountCourses';
import type { LocalCourse } from '@/features/courses/offline';
import { formatDate } from '@/components/format/date';
import { EntityTable, EntityTitleCell, type EntityColumn } from '@/components/table/EntityTable';
import { StateBadges } from '@/features/publishing';
import { CreateCourseDialog } from '@/features/courses/components/CreateCourseDialog';
import { useListPageStyles } from '@/components/layout/listPage.styles';
import { useOutboxRows } from '@/offline/useOutboxRows';

/** Account_Course: the user's courses, also offline after one online visit. */
export function CoursesPage() {
  const { t } = useTranslation('account');
  const list = useListPageStyles();
  const lang = useLang();
  const { user } = useAuth();
  const { items: courses, loading, failed, stale, refetch } = useAccountCourses();
  const rows = useOutboxRows(user?._id);
  const unsynced = useMemo(() => new Set((rows ?? []).map((r) => r.entityKey)), [rows]);
  const canCreate = usePermission('courses:create');
  const columns = useMemo<EntityColumn<LocalCourse>[]>(
    () => [
      {
        id: 'title',
        label: t('fields.title'),
        sortValue: (course) => course.title,
        render: (course) => (
          <EntityTitleCell
            to={`/${lang}/account/angebot/${course._id}`}
            title={course.title}
            meta={course.department?.title}
            note={
              course.last_rejection && !course.pending_request
                ? t('courses.rejectedReason', { reason: course.last_rejection.reason })
                : null
            }
          />
        ),
      },
      {
        id: 'state',
        label: t('courses.state'),
        render: (course) => (
          <StateBadges entity={course} unsynced={unsynced.has(`course:${course._id}`)} />
        ),
      },
      {
        id: 'updated',
        label: t('courses.updated'),
        wide: true,
        sortValue: (course) => course.updated_at ?? '',
        render: (course) => (course.updated_at ? formatDate(course.updated_at) : ''),
      },
    ],
    [t, lang, unsynced],
  );

  return (
    <section aria-labelledby="courses-title">
      <div className={list.header}>
        <Title2 as="h1" id="courses-title">
          {t('courses.title')}
        </Title2>
        {canCreate && <CreateCourseDialog />}
      </div>
      <EntityTable
        label={t('courses.title')}
        items={courses}
        getId={(course) => course._id}
        columns={columns}
        searchText={(course) => course.title}
        searchLabel={t('courses.search')}
        defaultSort={{ column: 'title', direction: 'ascending' }}
        rowTestId="course-row"
        loading={loading}
        failed={failed}
        stale={stale}
        onRetry={refetch}
        texts={{
          failed: t('courses.loadError'),
          empty: t('courses.empty'),
          stale: t('courses.stale'),
          noMatch: (search) => t('courses.noMatch', { search }),
        }}
      />
    </section>
  );
}

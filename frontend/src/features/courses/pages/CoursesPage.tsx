import {
  Button,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Spinner,
  Title2,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/useLang';
import { usePermission } from '@/auth/usePermission';
import { useAuth } from '@/auth/useAuth';
import { useAccountCourses } from '@/features/courses/api/useAccountCourses';
import { AccountLink } from '@/components/AccountLink';
import { StateBadges } from '@/features/publishing';
import { matchesSearch } from '@/components/format/search';
import { CreateCourseDialog } from '@/features/courses/components/CreateCourseDialog';
import { EmptyState } from '@/components/layout/EmptyState';
import { useListPageStyles } from '@/components/layout/listPage.styles';
import { useOutboxRows } from '@/offline/useOutboxRows';

/** Account_Course: the user's courses, also offline after one online visit. */
export function CoursesPage() {
  const { t } = useTranslation('account');
  const styles = useListPageStyles();
  const lang = useLang();
  const { user } = useAuth();
  const { items: courses, loading, failed, stale, refetch } = useAccountCourses();
  const rows = useOutboxRows(user?._id);
  const [search, setSearch] = useState('');
  const unsynced = useMemo(() => new Set((rows ?? []).map((r) => r.entityKey)), [rows]);
  const visible = useMemo(
    () =>
      (courses ?? [])
        .filter((c) => matchesSearch(c.title, search))
        .sort((a, b) => a.title.localeCompare(b.title, 'de')),
    [courses, search],
  );
  const canCreate = usePermission('courses:create');

  return (
    <section aria-labelledby="courses-title">
      <div className={styles.header}>
        <Title2 as="h1" id="courses-title">
          {t('courses.title')}
        </Title2>
        {canCreate && <CreateCourseDialog />}
      </div>
      <SearchBox
        className={styles.search}
        aria-label={t('courses.search')}
        placeholder={t('courses.search')}
        value={search}
        onChange={(_, data) => setSearch(data.value)}
      />
      {stale && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('courses.stale')}</MessageBarBody>
        </MessageBar>
      )}
      {loading ? (
        <Spinner label={t('common.loading')} />
      ) : failed ? (
        <EmptyState text={t('courses.loadError')}>
          <Button onClick={refetch}>{t('common.retry')}</Button>
        </EmptyState>
      ) : visible.length === 0 ? (
        <EmptyState text={search ? t('courses.noMatch', { search }) : t('courses.empty')} />
      ) : (
        <ul className={styles.list} aria-label={t('courses.title')}>
          {visible.map((course) => (
            <li
              key={course._id}
              className={styles.row}
              data-testid="course-row"
              data-course-id={course._id}
            >
              <span className={styles.title}>
                <AccountLink to={`/${lang}/account/angebot/${course._id}`}>
                  {course.title}
                </AccountLink>
                <span className={styles.meta}>{course.department?.title}</span>
                {course.last_rejection && !course.pending_request && (
                  <span className={styles.rejection}>
                    {t('courses.rejectedReason', { reason: course.last_rejection.reason })}
                  </span>
                )}
              </span>
              <StateBadges entity={course} unsynced={unsynced.has(`course:${course._id}`)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

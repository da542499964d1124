import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LocalCourse } from '@/features/courses/offline';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** Entwurf / Veröffentlicht / Geändert, plus Angefragt, Gesperrt, Abgelehnt and unsynced. */
export function CourseStateBadges({
  course,
  unsynced,
}: {
  course: LocalCourse;
  unsynced: boolean;
}) {
  const { t } = useTranslation('account');
  const styles = useStyles();
  const stateColor = { draft: 'subtle', published: 'success', changed: 'warning' } as const;
  return (
    <span className={styles.row} data-testid="course-state">
      <Badge appearance="tint" color={stateColor[course.state]}>
        {t(`state.${course.state}`)}
      </Badge>
      {course.pending_request && (
        <Badge appearance="tint" color="informative">
          {t('state.requested')}
        </Badge>
      )}
      {course.blocked && (
        <Badge appearance="filled" color="danger">
          {t('state.blocked')}
        </Badge>
      )}
      {course.last_rejection && !course.pending_request && (
        <Badge appearance="tint" color="danger" title={course.last_rejection.reason}>
          {t('state.rejected')}
        </Badge>
      )}
      {unsynced && (
        <Badge appearance="outline" color="warning">
          {t('state.unsynced')}
        </Badge>
      )}
    </span>
  );
}

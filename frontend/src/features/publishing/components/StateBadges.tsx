import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Course } from '@/api/types';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** What a course or a workshop shares of the publish workflow. */
export type Publishable = Pick<Course, 'state' | 'pending_request' | 'blocked' | 'last_rejection'>;

/** Entwurf / Veröffentlicht / Geändert, plus Angefragt, Gesperrt, Abgelehnt and unsynced. */
export function StateBadges({
  entity: course,
  unsynced,
}: {
  entity: Publishable;
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

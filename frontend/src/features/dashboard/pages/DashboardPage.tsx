import {
  Button,
  Card,
  CardHeader,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwise20Regular } from '@fluentui/react-icons';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { errorMessage } from '@/api/errorMessage';
import { useAuth } from '@/auth/useAuth';
import { usePermission } from '@/auth/usePermission';
import { AccountLink } from '@/components/AccountLink';
import { formatDateTime } from '@/components/format/date';
import { EmptyState } from '@/components/layout/EmptyState';
import { useDashboard } from '@/features/dashboard/api/useDashboard';
import { ViewsChart } from '@/features/dashboard/components/ViewsChart';
import { dashboardRedirect } from '@/features/dashboard/dashboardRedirect';
import { useLang } from '@/i18n/useLang';
import '@/features/dashboard/strings';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalL,
    marginTop: tokens.spacingVerticalL,
  },
  wide: { marginTop: tokens.spacingVerticalXL },
  count: { fontSize: tokens.fontSizeHero800, fontWeight: tokens.fontWeightSemibold },
  states: {
    display: 'grid',
    gridTemplateColumns: 'auto auto',
    justifyContent: 'start',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
    '& dd': { margin: 0, fontWeight: tokens.fontWeightSemibold, textAlign: 'end' },
  },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  meta: { color: tokens.colorNeutralForeground3 },
});

/** Where each content type of the dashboard is managed (below /:lang/account). */
const CONTENT_PATHS: Record<string, string> = {
  courses: 'angebote',
  workshops: 'workshop',
  posts: 'beiträge',
  news: 'news',
};
const STATES = ['draft', 'pending', 'published', 'blocked'] as const;

/** Label and number pairs of a dashboard card. */
function CountList({ items }: { items: readonly (readonly [string, number])[] }) {
  const styles = useStyles();
  return (
    <dl className={styles.states}>
      {items.map(([label, count]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{count}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** Account index: who may see the dashboard stays here; others are sent on (spec section 6). */
export function DashboardPage() {
  const { user } = useAuth();
  const redirect = user ? dashboardRedirect(user) : 'profil';
  if (redirect) return <Navigate to={redirect} replace />;
  return <Dashboard />;
}

function Dashboard() {
  const { t, i18n } = useTranslation(['dashboard', 'account']);
  const styles = useStyles();
  const lang = useLang();
  const { user } = useAuth();
  const decides = usePermission('publish-requests:read');
  const managesUsers = usePermission('users:manage');
  const dashboard = useDashboard();
  const base = `/${lang}/account`;
  const data = dashboard.data;

  return (
    <section aria-labelledby="dashboard-title">
      <Title2 as="h1" id="dashboard-title">
        {t('dashboard.greeting', { name: user?.firstname || user?.fullname })}
      </Title2>
      {dashboard.isPending ? (
        <Spinner label={t('common.loading')} data-testid="dashboard-loading" />
      ) : !data ? (
        <MessageBar intent="error" data-testid="dashboard-error">
          <MessageBarBody>
            {t('dashboard.loadError')} {errorMessage(dashboard.error, i18n)}
          </MessageBarBody>
          <MessageBarActions>
            <Button icon={<ArrowClockwise20Regular />} onClick={() => void dashboard.refetch()}>
              {t('common.retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : (
        <>
          <div className={styles.grid}>
            <Card data-testid="dashboard-requests">
              <CardHeader header={<Text weight="semibold">{t('dashboard.requests')}</Text>} />
              <span className={styles.count}>{data.pendingRequests}</span>
              <AccountLink to={decides ? `${base}/veroeffentlichungen` : `${base}/angebote`}>
                {t('dashboard.requestsLink')}
              </AccountLink>
            </Card>
            {Object.entries(data.content).map(([type, counts]) => (
              <Card key={type} data-testid={`dashboard-content-${type}`}>
                <CardHeader
                  header={<Text weight="semibold">{t(`dashboard.content.${type}`)}</Text>}
                />
                <CountList
                  items={STATES.map((state) => [t(`dashboard.state.${state}`), counts[state]])}
                />
                {CONTENT_PATHS[type] ? (
                  <AccountLink to={`${base}/${CONTENT_PATHS[type]}`}>
                    {t('dashboard.open')}
                  </AccountLink>
                ) : null}
              </Card>
            ))}
            <Card data-testid="dashboard-users">
              <CardHeader header={<Text weight="semibold">{t('dashboard.users')}</Text>} />
              <CountList
                items={[
                  [t('dashboard.usersTotal'), data.users.total],
                  [t('dashboard.usersBlocked'), data.users.blocked],
                  [t('dashboard.usersUnverified'), data.users.unverified],
                ]}
              />
              {managesUsers ? (
                <AccountLink to={`${base}/benutzer`}>{t('dashboard.usersLink')}</AccountLink>
              ) : null}
            </Card>
          </div>
          <section className={styles.wide} aria-labelledby="dashboard-views">
            <Title3 as="h2" id="dashboard-views">
              {t('dashboard.viewsTitle')}
            </Title3>
            <ViewsChart perDay={data.pageViews.perDay} />
          </section>
          <section className={styles.wide} aria-labelledby="dashboard-changes">
            <Title3 as="h2" id="dashboard-changes">
              {t('dashboard.changesTitle')}
            </Title3>
            {data.latestChanges.length === 0 ? (
              <EmptyState text={t('dashboard.noChanges')} />
            ) : (
              <ul className={styles.list} data-testid="dashboard-changes">
                {data.latestChanges.map((change) => (
                  <li key={`${change.type}-${change._id}`}>
                    {t(`dashboard.changeType.${change.type}`)}: {change.title}{' '}
                    <span className={styles.meta}>
                      {change.updated_by
                        ? t('dashboard.changedAt', {
                            date: formatDateTime(change.updated_at),
                            name: change.updated_by.name,
                          })
                        : t('dashboard.changedOn', { date: formatDateTime(change.updated_at) })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}

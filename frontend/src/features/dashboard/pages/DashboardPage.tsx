import { Card, CardHeader, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useLang } from '@/i18n/useLang';
import { usePermission } from '@/auth/usePermission';
import { useAuth } from '@/auth/useAuth';
import { dashboardRedirect } from '@/features/dashboard/dashboardRedirect';
import { AccountLink } from '@/components/AccountLink';
import { useAccountCourses } from '@/features/courses';
import { usePublishRequests } from '@/features/publishing';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalL,
    marginTop: tokens.spacingVerticalL,
  },
  count: { fontSize: tokens.fontSizeHero800, fontWeight: tokens.fontWeightSemibold },
});

/** Account index: who may see the dashboard stays here; others are sent on (spec section 6). */
export function DashboardPage() {
  const { user } = useAuth();
  const redirect = user ? dashboardRedirect(user) : 'profil';
  if (redirect) return <Navigate to={redirect} replace />;
  return <Dashboard />;
}

function Dashboard() {
  const { t } = useTranslation('account');
  const styles = useStyles();
  const lang = useLang();
  const { user } = useAuth();
  const seesRequests = usePermission('publish-requests:read');
  const { courses } = useAccountCourses(user?._id);
  const requests = usePublishRequests(seesRequests);
  const list = courses ?? [];
  const unpublished = list.filter((c) => c.state !== 'published').length;
  const pending = seesRequests
    ? (requests.data?.length ?? 0)
    : list.filter((c) => c.pending_request).length;
  const base = `/${lang}/account`;

  const cards = [
    { key: 'courses', count: list.length, to: `${base}/angebote` },
    { key: 'unpublished', count: unpublished, to: `${base}/angebote` },
    {
      key: 'requests',
      count: pending,
      to: seesRequests ? `${base}/veroeffentlichungen` : `${base}/angebote`,
    },
  ];

  return (
    <section aria-labelledby="dashboard-title">
      <Title2 as="h1" id="dashboard-title">
        {t('dashboard.greeting', { name: user?.firstname || user?.fullname })}
      </Title2>
      <div className={styles.grid}>
        {cards.map((card) => (
          <Card key={card.key} data-testid={`dashboard-${card.key}`}>
            <CardHeader header={<Text weight="semibold">{t(`dashboard.${card.key}`)}</Text>} />
            <span className={styles.count}>{card.count}</span>
            <AccountLink to={card.to}>{t(`dashboard.${card.key}Link`)}</AccountLink>
          </Card>
        ))}
      </div>
    </section>
  );
}

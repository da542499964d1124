import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/components/format/date';
import '@/features/dashboard/strings';

const useStyles = makeStyles({
  chart: { display: 'block', width: '100%', height: '8rem' },
  bar: { fill: tokens.colorBrandBackground },
  axis: { stroke: tokens.colorNeutralStroke1 },
  table: { borderCollapse: 'collapse', marginTop: tokens.spacingVerticalS },
  cell: {
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    textAlign: 'end',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

const WIDTH = 900;
const HEIGHT = 120;

/**
 * Page views per day as bars (oldest left). The picture is for the eye; its label says the sum
 * and the busiest day, and the numbers are in a table behind "Als Tabelle".
 */
export function ViewsChart({ perDay }: { perDay: readonly { day: string; views: number }[] }) {
  const { t } = useTranslation(['dashboard', 'account']);
  const styles = useStyles();
  const max = Math.max(1, ...perDay.map((d) => d.views));
  const busiest = perDay.reduce<{ day: string; views: number } | null>(
    (best, d) => (!best || d.views > best.views ? d : best),
    null,
  );
  const total = perDay.reduce((sum, d) => sum + d.views, 0);
  const slot = WIDTH / Math.max(1, perDay.length);
  const label = busiest
    ? t('dashboard.viewsChart', {
        count: total,
        days: perDay.length,
        day: formatDate(`${busiest.day}T12:00:00Z`),
        most: busiest.views,
      })
    : t('dashboard.noViews');
  return (
    <figure style={{ margin: 0 }}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
        data-testid="dashboard-views-chart"
      >
        {perDay.map((d, index) => {
          const height = (d.views / max) * (HEIGHT - 4);
          return (
            <rect
              key={d.day}
              className={styles.bar}
              x={index * slot + slot * 0.15}
              y={HEIGHT - height}
              width={slot * 0.7}
              height={height}
            />
          );
        })}
        <line className={styles.axis} x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
      </svg>
      <figcaption>{label}</figcaption>
      <details>
        <summary>{t('dashboard.viewsTable')}</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.day')}</th>
              <th scope="col">{t('dashboard.views')}</th>
            </tr>
          </thead>
          <tbody>
            {[...perDay].reverse().map((d) => (
              <tr key={d.day}>
                <th scope="row" className={styles.cell}>
                  {formatDate(`${d.day}T12:00:00Z`)}
                </th>
                <td className={styles.cell}>{d.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

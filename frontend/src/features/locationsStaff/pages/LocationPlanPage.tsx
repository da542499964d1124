import {
  Body1,
  MessageBar,
  MessageBarBody,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ListStates } from '@/components/layout/ListStates';
import { useOnline } from '@/components/network/useOnline';
import { RouterLink } from '@/components/RouterLink';
import { shortDay } from '@/components/schedule/cancellations';
import { WeekPlan, type WeekPlanEntry } from '@/components/schedule/WeekPlan';
import { useLocationPlan, type HallPlanSlot } from '@/features/locationsStaff/api/useLocationPlan';
import { useStaffLocations } from '@/features/locationsStaff/api/useStaffLocations';
import { useLang } from '@/i18n/useLang';
import '@/features/locationsStaff/strings';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: { margin: 0 },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/**
 * Each slot links to its course's or workshop's editor, where its times are changed; a workshop's
 * session says its date (`onlyOn`), so it does not read as weekly.
 */
function staffEntries(
  slots: HallPlanSlot[],
  lang: string,
  workshop: string,
  onlyOn: (date: string) => string,
): WeekPlanEntry[] {
  return slots.map((slot) => ({
    key: slot._id,
    day: slot.day,
    start: slot.start,
    end: slot.end,
    title: slot.title,
    to:
      slot.kind === 'course'
        ? `/${lang}/account/angebot/${slot.id}`
        : `/${lang}/account/workshop/${slot.id}`,
    detail: slot.kind === 'course' ? slot.department?.title : workshop,
    workshop: slot.kind === 'workshop',
    ...(slot.date ? { dateLabel: onlyOn(slot.date) } : {}),
  }));
}

/**
 * `account/sportstaetten/:id`: a venue's week from the working copies (drafts and blocked courses
 * too), what the overlap rule compares a slot save against, so staff see why one was refused.
 */
export function LocationPlanPage() {
  const { t } = useTranslation(['locations', 'account']);
  const styles = useStyles();
  const lang = useLang();
  const online = useOnline();
  const id = useParams().id ?? '';
  const venue = useStaffLocations().items?.find((item) => item._id === id);
  const plan = useLocationPlan(id);
  const slots = plan.data ?? [];
  return (
    <section className={styles.root} aria-labelledby="location-plan-title">
      <div className={styles.header}>
        <RouterLink to={`/${lang}/account/sportstaetten`} className={styles.back}>
          <ArrowLeftRegular aria-hidden="true" />
          {t('plan.back')}
        </RouterLink>
        <Title2 as="h1" id="location-plan-title" className={styles.heading}>
          {venue ? t('plan.title', { name: venue.name }) : t('plan.titleUnknown')}
        </Title2>
        <Body1>{t('plan.intro')}</Body1>
      </div>
      {!online && (
        <MessageBar intent="warning" data-testid="location-plan-offline">
          <MessageBarBody>{t('plan.offline')}</MessageBarBody>
        </MessageBar>
      )}
      <ListStates
        loading={plan.isPending}
        failed={plan.isError || plan.data === null}
        stale={false}
        empty={slots.length === 0}
        texts={{
          failed: plan.data === null ? t('plan.notFound') : t('plan.loadError'),
          empty: t('plan.empty'),
        }}
        onRetry={() => void plan.refetch()}
      >
        <WeekPlan
          entries={staffEntries(slots, lang, t('plan.workshop'), (date) =>
            t('plan.onlyOn', { date: shortDay(date, lang) }),
          )}
          dayLabel={(day) => t(`plan.weekday.${day}`)}
          freeLabel={t('plan.free')}
          idPrefix="location-plan"
        />
      </ListStates>
    </section>
  );
}

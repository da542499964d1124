import {
  Badge,
  Body1,
  Button,
  Field,
  Select,
  Title1,
  Title2,
  mergeClasses,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import { failedWithoutData, shownStatus } from '@/api/shownStatus';
import { RouterLink } from '@/components/RouterLink';
import { CalendarLinks } from '@/components/calendar/CalendarLinks';
import { useClub } from '@/components/club/club';
import { formatMonthYear } from '@/components/format/longDate';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { useToday } from '@/components/schedule/cancellations';
import { LoadState } from '@/features/departments';
import { RegistrationLink, offerFor } from '@/features/registration';
import { useDatesStyles } from '@/features/dates/components/dates.styles';
import { DateWhen } from '@/features/dates/components/DateWhen';
import {
  DATE_KINDS,
  byMonth,
  dateItems,
  filterDates,
  isDateKind,
  type DateItem,
  type DatesFilter,
} from '@/features/dates/dates';
import { useFormFromPage } from '@/components/earlyInput';
import { useLang } from '@/i18n/useLang';
import '@/features/dates/strings';

/** The filter's query parameters (a plain GET form without the app). */
const PARAMS = { department: 'abteilung', kind: 'art' } as const;
const PARAM_NAMES = [PARAMS.department, PARAMS.kind] as const;
type ParamName = (typeof PARAM_NAMES)[number];

/**
 * `/:lang/termine` (issue 37): every coming date of the club — its events, the workshops'
 * sessions, the fun run — by month, filtered by department and kind through the address (a GET
 * form that works without JavaScript), each leading to its page and, where one is open, to its
 * registration; the dates feed to subscribe to.
 */
export function DatesPage() {
  const styles = useDatesStyles();
  const { t } = useTranslation('dates');
  const lang = useLang();
  const club = useClub();
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const events = useQuery(publicQueries.events());
  const workshops = useQuery(publicQueries.workshops());
  const funrun = useQuery(publicQueries.funrun());
  const offers = useQuery(publicQueries.registrations());
  const navigation = useQuery(publicQueries.navigation());
  const departments = navigation.data?.departments ?? [];
  const kindParam = params.get(PARAMS.kind);
  const filter: DatesFilter = {
    department: departments.some((d) => d.name === params.get(PARAMS.department))
      ? (params.get(PARAMS.department) ?? '')
      : '',
    kind: isDateKind(kindParam) ? kindParam : '',
  };
  // The list follows each choice (also one made before the app had started); without the app
  // the button asks the server for the filtered page.
  const choose = (values: Partial<Record<ParamName, string>>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams();
        for (const name of PARAM_NAMES) {
          const value = values[name] ?? previous.get(name) ?? '';
          if (value) next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  const formRef = useFormFromPage(PARAM_NAMES, choose);
  usePageMeta({ title: t('title'), description: t('description', { club: club.name }) });

  const all = dateItems(
    { events: events.data ?? [], workshops: workshops.data ?? [], funrun: funrun.data },
    lang,
    today,
  );
  const shown = filterDates(all, filter);
  const filtered = Boolean(filter.department || filter.kind);
  // A workshop's registration is offered once, at its first coming session.
  const firstOfTarget = new Set<string>();
  const offerShownAt = new Set(
    shown.flatMap((item) => {
      const key = `${item.target.kind}:${item.target.id}`;
      if (firstOfTarget.has(key)) return [];
      firstOfTarget.add(key);
      return [item.key];
    }),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <article className={styles.page} data-testid="dates-page">
      <header className={styles.header}>
        <Title1 as="h1" className={styles.heading}>
          {t('title')}
        </Title1>
        <Body1 as="p" className={styles.paragraph}>
          {t('intro')}
        </Body1>
        <CalendarLinks feed="termine.ics" name={t('title')} />
      </header>

      <form
        ref={formRef}
        className={styles.filter}
        role="search"
        aria-label={t('filter.label')}
        method="get"
        action={`/${lang}/termine`}
        onSubmit={submit}
        data-testid="dates-filter"
      >
        <Field label={t('filter.department')} className={styles.filterField}>
          <Select
            name={PARAMS.department}
            value={filter.department}
            onChange={(_e, data) => choose({ [PARAMS.department]: data.value })}
            data-testid="dates-filter-department"
          >
            <option value="">{t('filter.allDepartments')}</option>
            {departments.map((d) => (
              <option key={d._id} value={d.name}>
                {d.title}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('filter.kind')} className={styles.filterField}>
          <Select
            name={PARAMS.kind}
            value={filter.kind}
            onChange={(_e, data) => choose({ [PARAMS.kind]: data.value })}
            data-testid="dates-filter-kind"
          >
            <option value="">{t('filter.allKinds')}</option>
            {DATE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kind.${kind}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" appearance="primary" data-testid="dates-filter-submit">
          {t('filter.submit')}
        </Button>
      </form>

      {events.isPending ? <LoadState kind="loading" text={t('loading')} /> : null}
      {failedWithoutData(events) ? <LoadState kind="error" text={t('loadError')} /> : null}
      {shownStatus(events) === 'success' && shown.length === 0 ? (
        <div className={styles.header}>
          <LoadState kind="empty" text={filtered ? t('emptyFiltered') : t('empty')} />
          {filtered ? <RouterLink to={`/${lang}/termine`}>{t('showAll')}</RouterLink> : null}
        </div>
      ) : null}
      {shown.length > 0 ? (
        <Body1 as="p" className={styles.muted} role="status" data-testid="dates-count">
          {t('count', { count: shown.length })}
        </Body1>
      ) : null}
      {byMonth(shown).map(({ month, items }) => (
        <section key={month} className={styles.month} aria-labelledby={`monat-${month}`}>
          <Title2 as="h2" id={`monat-${month}`} className={styles.monthTitle}>
            {formatMonthYear(`${month}-15T12:00:00Z`, lang)}
          </Title2>
          <ul className={styles.list}>
            {items.map((item) => (
              <DateRow
                key={item.key}
                item={item}
                offer={
                  offerShownAt.has(item.key) && !item.cancelled
                    ? offerFor(offers.data, item.target.kind, item.target.id)
                    : undefined
                }
              />
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}

const WEEKDAY = {
  de: new Intl.DateTimeFormat('de-DE', { weekday: 'short', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }),
};

function DateRow({ item, offer }: { item: DateItem; offer: ReturnType<typeof offerFor> }) {
  const styles = useDatesStyles();
  const { t } = useTranslation('dates');
  const lang = useLang();
  const at = new Date(`${item.date}T12:00:00Z`);
  return (
    <li className={styles.item} data-testid="date-item" data-kind={item.kind}>
      <div className={styles.day} aria-hidden="true">
        <span className={styles.dayName}>{WEEKDAY[lang].format(at).replace(/\.$/, '')}</span>
        <span className={styles.dayNumber}>{at.getUTCDate()}</span>
      </div>
      <div className={styles.body}>
        <div className={styles.badges}>
          <Badge appearance="tint" color="brand">
            {t(`kind.${item.kind}`)}
          </Badge>
          {item.cancelled ? (
            <Badge appearance="filled" color="danger" data-testid="date-cancelled">
              {t('cancelled')}
            </Badge>
          ) : null}
        </div>
        <h3 className={mergeClasses(styles.title, item.cancelled && styles.cancelledTitle)}>
          <RouterLink to={item.href}>{item.title}</RouterLink>
        </h3>
        <p className={styles.muted}>
          <DateWhen date={item.date} endDate={item.endDate} start={item.start} end={item.end} />
          {item.place ? ` · ${item.place}` : ''}
        </p>
        <p className={styles.muted}>{item.department?.title ?? t('club')}</p>
        {offer ? <RegistrationLink offer={offer} title={item.title} /> : null}
      </div>
    </li>
  );
}

import { mergeClasses } from '@fluentui/react-components';
import type { Weekday } from '@/api/types';
import { RouterLink } from '@/components/RouterLink';
import { WEEKDAYS, sortTimeSlots } from '@/components/format/weekdays';
import { useWeekPlanStyles } from '@/components/schedule/WeekPlan.styles';

/** One weekly slot of the plan: a time, what takes place, where it links to. */
export interface WeekPlanEntry {
  key: string;
  day: Weekday;
  start: string;
  end: string;
  title: string;
  /** An app path (a course's section on its department page, a workshop, an editor). */
  to?: string;
  /** A second line under the title (the department, "Workshop"). */
  detail?: string;
  /** Workshops are marked apart from courses (a colour besides the words in `detail`). */
  workshop?: boolean;
  /** A workshop's session is on one date, not every week: „nur am 13.03.", beside its time. */
  dateLabel?: string;
}

export interface WeekPlanProps {
  entries: readonly WeekPlanEntry[];
  dayLabel(day: Weekday): string;
  /** Shown in a day's column without entries (a phone leaves such days out). */
  freeLabel: string;
  /** The days' headings are `h{level}` with ids `${idPrefix}-${day}`. */
  headingLevel?: 2 | 3;
  idPrefix: string;
}

/**
 * A week, Monday to Sunday, as headed lists: the days side by side as columns where the plan is
 * wide (1040 px: the public page at 1280), cards that wrap where it is narrower (the back office
 * beside its drawer), a list by day on a phone. Plain HTML and CSS, so a server-rendered page shows
 * it without JavaScript.
 */
export function WeekPlan({
  entries,
  dayLabel,
  freeLabel,
  headingLevel = 2,
  idPrefix,
}: WeekPlanProps) {
  const styles = useWeekPlanStyles();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const sorted = sortTimeSlots(entries);
  return (
    <div className={styles.container}>
      <div className={styles.week} data-testid="week-plan">
        {WEEKDAYS.map((day) => {
          const items = sorted.filter((entry) => entry.day === day);
          return (
            <div
              key={day}
              className={mergeClasses(styles.day, items.length === 0 && styles.freeDay)}
              data-testid="week-plan-day"
              data-day={day}
            >
              <Heading id={`${idPrefix}-${day}`} className={styles.dayHeading}>
                {dayLabel(day)}
              </Heading>
              {items.length > 0 ? (
                <ul className={styles.entries} aria-labelledby={`${idPrefix}-${day}`}>
                  {items.map((entry) => (
                    <li
                      key={entry.key}
                      className={mergeClasses(styles.entry, entry.workshop && styles.workshop)}
                      data-testid="week-plan-entry"
                    >
                      <span className={styles.time}>
                        {entry.start}–{entry.end}
                      </span>
                      {entry.dateLabel ? (
                        <span className={styles.date} data-testid="week-plan-date">
                          {entry.dateLabel}
                        </span>
                      ) : null}
                      {entry.to ? (
                        <RouterLink to={entry.to} className={styles.title}>
                          {entry.title}
                        </RouterLink>
                      ) : (
                        <span className={styles.title}>{entry.title}</span>
                      )}
                      {entry.detail ? <span className={styles.detail}>{entry.detail}</span> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.free}>{freeLabel}</p>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

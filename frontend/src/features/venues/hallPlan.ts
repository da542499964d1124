import type { HallPlanSlot } from '@/api/publicQueries';
import type { WeekPlanEntry } from '@/components/schedule/WeekPlan';
import { courseAnchorId, workshopAnchorId } from '@/features/departments';

/** The venue's own page with its week view. */
export function venuePlanPath(lang: string, venueId: string): string {
  return `/${lang}/sportstaetten/${venueId}`;
}

/**
 * The public week view's entries: a course links to its section on its department's page, a
 * workshop to its section on the workshops page (anchors: docs/public-pages.md). A workshop's
 * session (the plan holds those from today on) says its date (`onlyOn`: „nur am 13.03.").
 */
export function publicPlanEntries(
  slots: readonly HallPlanSlot[],
  lang: string,
  workshopLabel: string,
  onlyOn: (date: string) => string = (date) => date,
): WeekPlanEntry[] {
  return slots.map((slot) => {
    const base = {
      key: slot._id,
      day: slot.day,
      start: slot.start,
      end: slot.end,
      ...(slot.date ? { dateLabel: onlyOn(slot.date) } : {}),
    };
    if (slot.kind === 'workshop') {
      return {
        ...base,
        title: slot.title,
        to: `/${lang}/workshop#${workshopAnchorId(slot.title)}`,
        detail: workshopLabel,
        workshop: true,
      };
    }
    const department = slot.department;
    return {
      ...base,
      title: slot.title,
      to: department
        ? `/${lang}/abteilung/${encodeURIComponent(department.name)}#${courseAnchorId(slot.title)}`
        : undefined,
      detail: department?.title,
    };
  });
}

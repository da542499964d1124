import { slugBase } from '@/common/slug';

/** What a course's public address is made from. */
export interface SluggedCourse {
  id: string;
  title: string;
  departmentName: string;
}

/**
 * The public addresses of the published courses (`/{lang}/angebot/{slug}`), made from their
 * titles ("Kinderturnen Minis" -> kinderturnen-minis). Titles that give the same slug take their
 * department's name as well (kinderturnen-minis-turnen), and if that is still shared, the start
 * of their id: every course of the set has its own address, the same one on every read, and it
 * follows the published title.
 */
export function courseSlugs(items: readonly SluggedCourse[]): Map<string, string> {
  const slugs = new Map<string, string>();
  const byBase = groupBy(items, (item) => slugBase(item.title, 'angebot', 60));
  for (const [base, group] of byBase) {
    if (group.length === 1) {
      slugs.set(group[0]!.id, base);
      continue;
    }
    const byDepartment = groupBy(
      group,
      (item) => `${base}-${slugBase(item.departmentName, 'abteilung', 30)}`,
    );
    for (const [withDepartment, same] of byDepartment) {
      for (const item of same) {
        slugs.set(
          item.id,
          same.length === 1 ? withDepartment : `${withDepartment}-${item.id.slice(0, 8)}`,
        );
      }
    }
  }
  return slugs;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
}

import {
  courseListView,
  EMPTY_FILTER,
  filterCourses,
  FIRST_COURSES,
  matchesAge,
  matchesSearch,
  parseAge,
  sortByTitle,
  type CourseFilter,
} from '@/features/courses/filterCourses';
import { makeCourse } from '@/features/courses/testing/courseFixtures';

const sixToTen = { age_from: 6, age_to: 10 };

function titles(filter: Partial<CourseFilter>, courses = allCourses) {
  return filterCourses(courses, { ...EMPTY_FILTER, ...filter }).map((c) => c.title);
}

const allCourses = [
  makeCourse({
    title: 'Yoga',
    categories: ['yoga'],
    genders: ['weiblich'],
    age_from: 18,
    age_to: 99,
  }),
  makeCourse({ title: 'Übungsgruppe', categories: ['turnen'], age_from: 6, age_to: 10 }),
  makeCourse({
    title: 'Ballschule',
    categories: ['ballsport'],
    genders: ['männlich'],
    age_from: 4,
    age_to: 6,
  }),
  makeCourse({
    title: 'Männerturnen',
    categories: ['turnen'],
    genders: ['männlich'],
    age_from: 30,
    age_to: 80,
  }),
];

describe('parseAge', () => {
  it('treats an empty or blank field as no filter', () => {
    expect(parseAge('')).toEqual({ value: null, invalid: false });
    expect(parseAge('   ')).toEqual({ value: null, invalid: false });
  });

  it('reads whole years, also 0 and with surrounding spaces', () => {
    expect(parseAge('7')).toEqual({ value: 7, invalid: false });
    expect(parseAge('0')).toEqual({ value: 0, invalid: false });
    expect(parseAge(' 12 ')).toEqual({ value: 12, invalid: false });
  });

  it.each(['abc', '-1', '6.5', '6,5', '1e2', '7a', '1000'])('marks %p as invalid', (input) => {
    expect(parseAge(input)).toEqual({ value: null, invalid: true });
  });
});

describe('matchesAge (course 6–10, both ends inclusive)', () => {
  it('matches when "from" equals age_from', () => {
    expect(matchesAge(sixToTen, 6, null)).toBe(true);
  });
  it('matches when "from" equals age_to', () => {
    expect(matchesAge(sixToTen, 10, null)).toBe(true);
  });
  it('does not match when "from" is one above age_to', () => {
    expect(matchesAge(sixToTen, 11, null)).toBe(false);
  });
  it('does not match when "from" is one below age_from', () => {
    expect(matchesAge(sixToTen, 5, null)).toBe(false);
  });
  it('matches when "to" equals age_from or age_to', () => {
    expect(matchesAge(sixToTen, null, 6)).toBe(true);
    expect(matchesAge(sixToTen, null, 10)).toBe(true);
  });
  it('does not match when "to" is one below age_from', () => {
    expect(matchesAge(sixToTen, null, 5)).toBe(false);
  });
  it('does not match when "to" is one above age_to', () => {
    expect(matchesAge(sixToTen, null, 11)).toBe(false);
  });
  it('matches when both bounds lie inside the range, including the exact range', () => {
    expect(matchesAge(sixToTen, 7, 9)).toBe(true);
    expect(matchesAge(sixToTen, 6, 10)).toBe(true);
  });
  it('does not match when the entered span reaches outside the range', () => {
    expect(matchesAge(sixToTen, 5, 9)).toBe(false);
    expect(matchesAge(sixToTen, 7, 11)).toBe(false);
  });
  it('matches everything when both bounds are empty', () => {
    expect(matchesAge(sixToTen, null, null)).toBe(true);
  });
});

describe('matchesSearch', () => {
  it('is case-insensitive', () => {
    expect(matchesSearch('Yoga für Anfänger', 'YOGA')).toBe(true);
  });
  it('finds "Über" with "über", "uber" and "ueber"', () => {
    expect(matchesSearch('Übungsgruppe', 'über')).toBe(false);
    expect(matchesSearch('Über 60 fit', 'über')).toBe(true);
    expect(matchesSearch('Über 60 fit', 'uber')).toBe(true);
    expect(matchesSearch('Über 60 fit', 'ueber')).toBe(true);
  });
  it('ignores accents and ß', () => {
    expect(matchesSearch('Café-Runde', 'cafe')).toBe(true);
    expect(matchesSearch('Fußball', 'fussball')).toBe(true);
    expect(matchesSearch('Fussball', 'fuß')).toBe(true);
  });
  it('matches everything for a blank search and nothing for a missing substring', () => {
    expect(matchesSearch('Yoga', '  ')).toBe(true);
    expect(matchesSearch('Yoga', 'Karate')).toBe(false);
  });
});

describe('sortByTitle', () => {
  it('sorts umlauts next to their base letter (German collation)', () => {
    const sorted = sortByTitle([
      { title: 'Zumba' },
      { title: 'Übung' },
      { title: 'Ulme' },
      { title: 'ABC' },
    ]);
    expect(sorted.map((c) => c.title)).toEqual(['ABC', 'Übung', 'Ulme', 'Zumba']);
  });
  it('does not change the input array', () => {
    const input = [{ title: 'B' }, { title: 'A' }];
    sortByTitle(input);
    expect(input.map((c) => c.title)).toEqual(['B', 'A']);
  });
});

describe('filterCourses', () => {
  it('returns every course sorted by title without filters', () => {
    expect(titles({})).toEqual(['Ballschule', 'Männerturnen', 'Übungsgruppe', 'Yoga']);
  });
  it('filters by category', () => {
    expect(titles({ category: 'turnen' })).toEqual(['Männerturnen', 'Übungsgruppe']);
  });
  it('filters by gender', () => {
    expect(titles({ gender: 'weiblich' })).toEqual(['Übungsgruppe', 'Yoga']);
    expect(titles({ gender: 'männlich' })).toEqual(['Ballschule', 'Männerturnen', 'Übungsgruppe']);
  });
  it('filters by title search with umlauts', () => {
    expect(titles({ search: 'übung' })).toEqual(['Übungsgruppe']);
    expect(titles({ search: 'MANNER' })).toEqual(['Männerturnen']);
  });
  it('filters by age', () => {
    expect(titles({ ageFrom: '6' })).toEqual(['Ballschule', 'Übungsgruppe']);
    expect(titles({ ageFrom: '6', ageTo: '8' })).toEqual(['Übungsgruppe']);
    expect(titles({ ageTo: '4' })).toEqual(['Ballschule']);
  });
  it('ignores invalid age input', () => {
    expect(titles({ ageFrom: 'abc', ageTo: '-3' })).toHaveLength(4);
  });
  it('combines all filters', () => {
    expect(
      titles({ category: 'turnen', gender: 'männlich', search: 'turn', ageFrom: '40' }),
    ).toEqual(['Männerturnen']);
    expect(titles({ category: 'yoga', ageFrom: '10' })).toEqual([]);
  });
});

describe('courseListView', () => {
  const many = Array.from({ length: 11 }, (_, i) =>
    makeCourse({ title: `Kurs ${String.fromCharCode(75 - i)}`, age_from: i, age_to: i + 2 }),
  );
  const shown = (view: ReturnType<typeof courseListView>) =>
    view.items.filter((item) => item.shown).map((item) => item.course.title);

  it('shows the first courses by title without a filter, every course once asked for all', () => {
    const first = courseListView(many, EMPTY_FILTER, false);
    expect(first.collapsed).toBe(true);
    expect(first.matches).toBe(11);
    expect(first.items.map((item) => item.course.title)).toEqual(
      sortByTitle(many).map((c) => c.title),
    );
    expect(FIRST_COURSES).toBe(8);
    expect(shown(first)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((c) => `Kurs ${c}`));

    const all = courseListView(many, EMPTY_FILTER, true);
    expect(all.collapsed).toBe(false);
    expect(shown(all)).toHaveLength(11);
  });

  it('shows every match of a filter, in the order of filterCourses', () => {
    const filter = { ...EMPTY_FILTER, ageFrom: '2' };
    const view = courseListView(many, filter, false);
    expect(view.collapsed).toBe(false);
    expect(shown(view)).toEqual(filterCourses(many, filter).map((c) => c.title));
    expect(view.matches).toBe(3);
  });

  it('counts an invalid age as a filter (all shown, the age ignored)', () => {
    const view = courseListView(many, { ...EMPTY_FILTER, ageFrom: 'abc' }, false);
    expect(view.collapsed).toBe(false);
    expect(shown(view)).toHaveLength(11);
  });

  it('does not collapse a list of only a few courses', () => {
    expect(courseListView(many.slice(0, 8), EMPTY_FILTER, false).collapsed).toBe(false);
  });
});

import {
  courseQuery,
  parseCourseParams,
  showAllHref,
  type CourseListParams,
} from '@/features/courses/courseFilterUrl';
import { EMPTY_FILTER } from '@/features/courses/filterCourses';

const parse = (query: string) => parseCourseParams(new URLSearchParams(query));

describe('parseCourseParams', () => {
  it('reads the form’s fields and "all courses" from the address', () => {
    expect(
      parse('sport=yoga&suche=Yoga+am+Morgen&geschlecht=m%C3%A4nnlich&alter_von=6&alter_bis=10'),
    ).toEqual({
      filter: {
        category: 'yoga',
        search: 'Yoga am Morgen',
        gender: 'männlich',
        ageFrom: '6',
        ageTo: '10',
      },
      showAll: false,
    });
    expect(parse('kurse=alle')).toEqual({ filter: EMPTY_FILTER, showAll: true });
  });

  it('reads the empty fields of a form sent without JavaScript as no filter', () => {
    expect(parse('sport=&suche=&geschlecht=&alter_von=&alter_bis=')).toEqual({
      filter: EMPTY_FILTER,
      showAll: false,
    });
  });

  it('leaves out what the form cannot hold', () => {
    expect(
      parse(
        `sport=wasserball&geschlecht=alle&alter_von=${'1'.repeat(21)}&kurse=ja&suche=${'a'.repeat(81)}`,
      ),
    ).toEqual({ filter: EMPTY_FILTER, showAll: false });
    expect(parse('suche=a%0Ab').filter.search).toBe('');
  });

  it('keeps an age that is none as it was typed, for the field to show with its hint', () => {
    expect(parse('alter_von=abc&alter_bis=1000').filter).toEqual({
      ...EMPTY_FILTER,
      ageFrom: 'abc',
      ageTo: '1000',
    });
  });

  it('keeps a search as it was typed (spaces, umlauts, signs)', () => {
    expect(parse('suche=+%C3%BCber+%26+mehr').filter.search).toBe(' über & mehr');
  });
});

describe('courseQuery', () => {
  const state = (filter: Partial<CourseListParams['filter']>, showAll = false) => ({
    filter: { ...EMPTY_FILTER, ...filter },
    showAll,
  });

  it('writes the filled-in fields in the form’s order, trimmed', () => {
    expect(
      courseQuery(
        '',
        state({ ageTo: '10', search: '  Yoga ', category: 'yoga', gender: 'divers' }),
      ),
    ).toBe('sport=yoga&suche=Yoga&geschlecht=divers&alter_bis=10');
    expect(courseQuery('', state({}, true))).toBe('kurse=alle');
    expect(courseQuery('', state({}))).toBe('');
  });

  it('leaves out an age that is none (the field shows its hint)', () => {
    expect(courseQuery('', state({ ageFrom: 'abc', ageTo: ' 7 ' }))).toBe('alter_bis=7');
  });

  it('writes the state as typed, an age that is none too, when asked for it', () => {
    expect(courseQuery('', state({ ageFrom: ' abc ', ageTo: '7' }), { typed: true })).toBe(
      'alter_von=abc&alter_bis=7',
    );
  });

  it('keeps the address’s other parameters and replaces the old filter', () => {
    expect(courseQuery('?kontakt=gesendet&suche=alt&kurse=alle', state({ search: 'neu' }))).toBe(
      'kontakt=gesendet&suche=neu',
    );
  });

  it('is read back as the same filter', () => {
    const written = state(
      { category: 'turnen', search: 'Über', gender: 'weiblich', ageFrom: '8' },
      true,
    );
    expect(parse(courseQuery('', written))).toEqual(written);
  });
});

it('links to every course on the start page’s course section', () => {
  expect(showAllHref('en')).toBe('/en/?kurse=alle#offers');
});

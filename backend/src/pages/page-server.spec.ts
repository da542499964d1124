import { pageAddress } from '@/pages/page-server';

describe('pageAddress', () => {
  it('keeps the course filter of the start page, sorted, without empty or made-up values', () => {
    expect(
      pageAddress(
        '/de/?sport=yoga&suche=Yoga+am&geschlecht=weiblich&alter_von=&alter_bis=60&utm_source=x',
      ),
    ).toEqual({
      url: '/de/?alter_bis=60&geschlecht=weiblich&sport=yoga&suche=Yoga+am',
      store: false,
    });
    expect(pageAddress('/en/?kurse=alle').url).toBe('/en/?kurse=alle');
    expect(pageAddress('/de/?geschlecht=m%C3%A4nnlich').url).toBe('/de/?geschlecht=m%C3%A4nnlich');
  });

  it('leaves out values the filter form cannot hold', () => {
    expect(pageAddress('/de/?alter_von=abc&kurse=viele&sport=Yoga%21').url).toBe('/de/');
    expect(pageAddress(`/de/?suche=${'a'.repeat(81)}`).url).toBe('/de/');
    expect(pageAddress('/de/?suche=a%0Ab').url).toBe('/de/');
  });

  it('keeps the bytes of the plain start page and of all courses, never of a filter or a like note', () => {
    expect(pageAddress('/de/')).toEqual({ url: '/de/', store: true });
    expect(pageAddress('/de/?kurse=alle')).toEqual({ url: '/de/?kurse=alle', store: true });
    for (const filter of [
      'sport=yoga',
      'suche=x',
      'geschlecht=divers',
      'alter_von=7',
      'alter_bis=9',
    ])
      expect(pageAddress(`/de/?${filter}&kurse=alle`).store).toBe(false);
    expect(pageAddress('/de/beitrag/1?like=danke')).toEqual({
      url: '/de/beitrag/1?like=danke',
      store: false,
    });
    expect(pageAddress('/de/blog?seite=2').store).toBe(true);
  });

  it('keeps the course filter on the start page only', () => {
    expect(pageAddress('/de/blog?seite=2&suche=yoga').url).toBe('/de/blog?seite=2');
    expect(pageAddress('/de/abteilung/Turnen?sport=yoga').url).toBe('/de/abteilung/Turnen');
  });
});

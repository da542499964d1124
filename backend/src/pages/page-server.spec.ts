import { pageAddress } from '@/pages/page-server';

describe('pageAddress', () => {
  it('keeps the course filter of the start page, sorted, without empty or made-up values', () => {
    expect(
      pageAddress(
        '/de/?sport=yoga&suche=Yoga+am&geschlecht=weiblich&alter_von=&alter_bis=60&utm_source=x',
      ),
    ).toEqual({
      url: '/de/?alter_bis=60&geschlecht=weiblich&sport=yoga&suche=Yoga+am',
      store: true,
    });
    expect(pageAddress('/en/?kurse=alle').url).toBe('/en/?kurse=alle');
    expect(pageAddress('/de/?geschlecht=m%C3%A4nnlich').url).toBe('/de/?geschlecht=m%C3%A4nnlich');
  });

  it('leaves out values the filter form cannot hold', () => {
    expect(pageAddress('/de/?alter_von=abc&kurse=viele&sport=Yoga%21').url).toBe('/de/');
    expect(pageAddress(`/de/?suche=${'a'.repeat(81)}`).url).toBe('/de/');
    expect(pageAddress('/de/?suche=a%0Ab').url).toBe('/de/');
  });

  it('keeps the course filter on the start page only', () => {
    expect(pageAddress('/de/blog?seite=2&suche=yoga').url).toBe('/de/blog?seite=2');
    expect(pageAddress('/de/abteilung/Turnen?sport=yoga').url).toBe('/de/abteilung/Turnen');
  });
});

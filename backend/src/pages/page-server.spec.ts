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
    expect(pageAddress('/de/?kurse=viele&sport=Yoga%21').url).toBe('/de/');
    expect(pageAddress(`/de/?alter_von=${'1'.repeat(21)}`).url).toBe('/de/');
  });

  it('renders an age that is none as typed (the field shows its hint), never kept', () => {
    expect(pageAddress('/de/?alter_von=zehn&kurse=viele')).toEqual({
      url: '/de/?alter_von=zehn',
      store: false,
    });
    expect(pageAddress('/de/?alter_bis=12a').url).toBe('/de/?alter_bis=12a');
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

  it("renders the dates' filter, never kept, without made-up values", () => {
    expect(pageAddress('/de/termine?art=party&abteilung=Turnen&utm_source=x')).toEqual({
      url: '/de/termine?abteilung=Turnen&art=party',
      store: false,
    });
    expect(pageAddress('/de/termine?art=picknick&abteilung=a%0Ab').url).toBe('/de/termine');
    expect(pageAddress(`/de/termine?abteilung=${'a'.repeat(61)}`).url).toBe('/de/termine');
    expect(pageAddress('/de/termine')).toEqual({ url: '/de/termine', store: true });
    expect(pageAddress('/de/termin/fest-2027-07-03?art=party').url).toBe(
      '/de/termin/fest-2027-07-03',
    );
  });

  it('keeps the course filter on the start page only', () => {
    expect(pageAddress('/de/blog?seite=2&suche=yoga').url).toBe('/de/blog?seite=2');
    expect(pageAddress('/de/abteilung/Turnen?sport=yoga').url).toBe('/de/abteilung/Turnen');
  });

  it("redirects another spelling of the blog's page number to the one address it is kept under", () => {
    const redirects: [string, string][] = [
      ['/de/blog?seite=03', '/de/blog?seite=3'],
      ['/de/blog?seite=003', '/de/blog?seite=3'],
      ['/de/blog?seite=1', '/de/blog'],
      ['/de/blog?seite=0001', '/de/blog'],
      ['/de/blog?seite=2&seite=3', '/de/blog?seite=2'],
      ['/de/blog?seite=2&seite=2', '/de/blog?seite=2'],
      ['/de/blog?se%69te=2', '/de/blog?seite=2'],
      ['/de/blog?seite=%32', '/de/blog?seite=2'],
      ['/de/blog?utm_source=x&seite=02', '/de/blog?seite=2'],
      ['/en/BLOG?seite=04', '/en/BLOG?seite=4'],
    ];
    for (const [url, to] of redirects)
      expect({ url, address: pageAddress(url) }).toEqual({
        url,
        address: { url: to, store: false, redirect: to },
      });
  });

  it('keeps a page number in its one spelling, whatever else the address holds', () => {
    for (const url of [
      '/de/blog?seite=2',
      '/de/blog?utm_source=x&seite=2',
      '/de/blog?seite=2&x=1&',
    ])
      expect(pageAddress(url)).toEqual({ url: '/de/blog?seite=2', store: true });
    expect(pageAddress('/de/blog?seite=99999')).toEqual({
      url: '/de/blog?seite=99999',
      store: true,
    });
  });

  it('renders a page number that names no page for its 404, and keeps nothing for it', () => {
    for (const value of ['0', '00', 'abc', '', '-1', '+2', '2.0', '123456'])
      expect(pageAddress(`/de/blog?seite=${encodeURIComponent(value)}`)).toEqual({
        url: `/de/blog?${new URLSearchParams({ seite: value }).toString()}`,
        store: false,
      });
  });

  it('keeps the notes of a sent form in one order and spelling, a wrong value not at all', () => {
    expect(pageAddress('/de/?kontakt=gesendet&kurse=alle')).toEqual({
      url: '/de/?kontakt=gesendet&kurse=alle',
      store: true,
    });
    expect(pageAddress('/de/?kurse=alle&kontakt=gesendet').redirect).toBe(
      '/de/?kontakt=gesendet&kurse=alle',
    );
    expect(pageAddress('/de/?kurse=viele').redirect).toBe('/de/');
    expect(pageAddress('/de/probetraining/verwalten?ergebnis=abgesagt')).toEqual({
      url: '/de/probetraining/verwalten?ergebnis=abgesagt',
      store: true,
    });
    // The registration's pages after their forms were posted without the app.
    expect(pageAddress('/en/anmeldung/bestaetigen?bestaetigt=warteliste').url).toBe(
      '/en/anmeldung/bestaetigen?bestaetigt=warteliste',
    );
    expect(pageAddress('/de/anmeldung/verwalten?ergebnis=geloescht').url).toBe(
      '/de/anmeldung/verwalten?ergebnis=geloescht',
    );
    expect(pageAddress('/de/anmeldung/abc?anmeldung=gesendet').url).toBe(
      '/de/anmeldung/abc?anmeldung=gesendet',
    );
    expect(pageAddress('/de/anmeldung/bestaetigen?bestaetigt=gebucht').url).toBe(
      '/de/anmeldung/bestaetigen',
    );
  });

  it('leaves out the parameters of other pages: they make no page of their own', () => {
    expect(
      pageAddress(
        '/de/impressum?seite=2&kontakt=gesendet&anmeldung=gesendet&like=danke&kurse=alle',
      ),
    ).toEqual({ url: '/de/impressum', store: true });
    expect(pageAddress('/de/blog?kontakt=gesendet&bestaetigt=gebucht')).toEqual({
      url: '/de/blog',
      store: true,
    });
    expect(pageAddress('/de/?seite=3')).toEqual({ url: '/de/', store: true });
  });
});

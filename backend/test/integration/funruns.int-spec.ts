import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch, type Client } from '@test/utils/http';
import { createLocation, createWorld } from '@test/factories/factories';
import { funrunBody } from '@test/integration/matrix/funruns.matrix';

const thisYear = new Date().getFullYear();
const last = thisYear - 1;
const next = thisYear + 1;

describe('fun runs', () => {
  let t: TestApp;
  let admin: Client;
  const visitor = () => as(t);
  const overview = async () => (await visitor().get('/public/funrun')).json().data;

  beforeAll(async () => {
    t = await createTestApp();
    const world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
  });
  afterAll(() => t.close());

  it('shows no run before one is entered', async () => {
    expect(await overview()).toEqual({ current: null, next_date: null, years: [] });
  });

  it('shows the last run with its results and venue, then the next date once it is set', async () => {
    const venue = await createLocation(t.db, { name: 'Sportplatz Süd', address: 'Am Wall 2' });
    const created = await admin.post(
      '/api/funruns',
      funrunBody(last, {
        location_id: venue.id,
        results_url: 'https://zeitmessung.example/ergebnisse',
        notes_de: 'Zeitmessung mit Chip.\n<b>Siegerehrung</b> um 12 Uhr.',
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ year: last, version: 1, late_fee: 2 });
    let shown = await overview();
    expect(shown.current).toMatchObject({
      year: last,
      results_url: 'https://zeitmessung.example/ergebnisse',
      venue: { name: 'Sportplatz Süd', street: 'Am Wall 2', postal_code: '12345' },
      tracks: [{ name_de: '10 km Lauf', fee: 10, medal: false, age_group: null }],
      // Plain text: tags go, lines stay.
      notes_de: 'Zeitmessung mit Chip.\nSiegerehrung um 12 Uhr.',
    });
    expect(shown.current).not.toHaveProperty('version');
    expect(shown.next_date).toBeNull();

    // The next run announced with its date only: the last one stays, the date is named.
    const announced = await admin.post('/api/funruns', funrunBody(next, { tracks: [] }));
    expect(announced.statusCode).toBe(201);
    shown = await overview();
    expect(shown.current.year).toBe(last);
    expect(shown.next_date).toBe(`${next}-06-28`);
    expect(shown.years).toEqual([next]);

    // With its tracks it is the coming run; the last year stays readable.
    const run = announced.json().data;
    const updated = await admin.put(
      '/api/funruns',
      { _id: run._id, ...funrunBody(next) },
      ifMatch(run.version),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.version).toBe(2);
    shown = await overview();
    expect(shown).toMatchObject({ current: { year: next }, next_date: null, years: [last] });
    const earlier = await visitor().get(`/public/funrun/${last}`);
    expect(earlier.json().data).toMatchObject({ year: last, venue: { name: 'Sportplatz Süd' } });
  });

  it('follows a change of the venue in the cached answer', async () => {
    const venue = await createLocation(t.db, { name: 'Waldstadion' });
    const year = thisYear + 3;
    await admin.post('/api/funruns', funrunBody(year, { location_id: venue.id }));
    expect((await visitor().get(`/public/funrun/${year}`)).json().data.venue.name).toBe(
      'Waldstadion',
    );
    const staffVenue = (await admin.get('/api/locations'))
      .json()
      .data.find((v: { _id: string }) => v._id === venue.id);
    const renamed = await admin.put(
      '/api/locations',
      {
        _id: venue.id,
        name: 'Waldstadion am See',
        description: staffVenue.description,
        postal_code: staffVenue.postal_code,
        city: staffVenue.city,
        address: staffVenue.address,
      },
      ifMatch(staffVenue.version),
    );
    expect(renamed.statusCode).toBe(200);
    expect((await visitor().get(`/public/funrun/${year}`)).json().data.venue.name).toBe(
      'Waldstadion am See',
    );
    // A deleted venue leaves the run without one, it does not block the deletion.
    expect((await admin.delete(`/api/locations?id=${venue.id}`)).statusCode).toBe(200);
    expect((await visitor().get(`/public/funrun/${year}`)).json().data.venue).toBeNull();
  });

  it('refuses a second run of a year and dates that do not fit, naming the fields', async () => {
    const year = thisYear + 5;
    expect((await admin.post('/api/funruns', funrunBody(year))).statusCode).toBe(201);
    const twice = await admin.post('/api/funruns', funrunBody(year));
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { year: `Für ${year} gibt es schon einen Volkslauf.` },
    });
    const wrong = await admin.post(
      '/api/funruns',
      funrunBody(year + 1, {
        date: `${year}-06-28`,
        registration_until: `${year + 1}-07-01`,
        bib_pickups: [{ date: `${year}-01-01`, from: '16:00', to: '14:00' }],
      }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().details).sort()).toEqual([
      'bib_pickups.0.date',
      'bib_pickups.0.to',
      'date',
      'registration_until',
    ]);
    const malformed = await admin.post(
      '/api/funruns',
      funrunBody(year + 2, {
        late_fee: 1.234,
        results_url: 'javascript:alert(1)',
        tracks: [
          {
            name_de: 'x',
            name_en: '5 km',
            distance_m: 0,
            start_time: '9:30',
            fee: -1,
            medal: 'ja',
          },
        ],
      }),
    );
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().details).sort()).toEqual([
      'late_fee',
      'results_url',
      'tracks.0.distance_m',
      'tracks.0.fee',
      'tracks.0.medal',
      'tracks.0.name_de',
      'tracks.0.start_time',
    ]);
  });

  it('answers a stale version with 412 and the current run, unchanged', async () => {
    const year = thisYear + 8;
    const run = (await admin.post('/api/funruns', funrunBody(year))).json().data;
    await admin.put(
      '/api/funruns',
      { _id: run._id, ...funrunBody(year, { late_fee: 3 }) },
      ifMatch(1),
    );
    const stale = await admin.put(
      '/api/funruns',
      { _id: run._id, ...funrunBody(year, { late_fee: 5 }) },
      ifMatch(1),
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().data).toMatchObject({ _id: run._id, version: 2, late_fee: 3 });
    expect((await visitor().get(`/public/funrun/${year}`)).json().data.late_fee).toBe(3);
  });

  it('deletes a year, and answers 404 for a year without a run or a malformed one', async () => {
    const year = thisYear + 10;
    const run = (await admin.post('/api/funruns', funrunBody(year))).json().data;
    expect((await visitor().get(`/public/funrun/${year}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/funruns/${run._id}`)).statusCode).toBe(200);
    expect((await visitor().get(`/public/funrun/${year}`)).statusCode).toBe(404);
    expect((await visitor().get('/public/funrun/20x5')).statusCode).toBe(404);
    expect((await admin.delete(`/api/funruns/${run._id}`)).statusCode).toBe(404);
  });
});

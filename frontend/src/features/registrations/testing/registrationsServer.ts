import type { components } from '@/api/generated/schema';
import type { Workshop } from '@/api/types';
import type { Registration, RegistrationOffer } from '@/features/registrations/offline';
import { FixtureStore, workshopFixture } from '@/testing/fixtures';
import { TestServer, fail, http, ok, type Handler, type TestRequest } from '@/testing/handlers';

// Test fixtures only: the registrations API in memory, as the backend answers it.

type StaffFunrun = components['schemas']['FunrunStaffDto'];
type StaffEvent = components['schemas']['EventStaffDto'];

export function eventFixture(overrides: Partial<StaffEvent> = {}): StaffEvent {
  return {
    _id: 'e1',
    slug: 'vereinsmeisterschaft-2099-02-20',
    kind: 'tournament',
    department: { _id: 'd1', name: 'Turnen', title: 'Abteilung Turnen' },
    department_id: 'd1',
    title: 'Vereinsmeisterschaft',
    description: '',
    date: '2099-02-20',
    start_time: '10:00',
    end_date: null,
    end_time: '16:00',
    location_id: null,
    venue: null,
    place: 'Sporthalle',
    agenda: [],
    notice_days: null,
    announced_on: '2099-01-01',
    cancelled: false,
    cancel_note: '',
    published: true,
    version: 1,
    updated_at: '2099-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function offerFixture(overrides: Partial<RegistrationOffer> = {}): RegistrationOffer {
  return {
    kind: 'workshop',
    target: 'w1',
    _id: 'o1',
    title: 'Erste Hilfe im Sport',
    open: true,
    places: 12,
    deadline: null,
    fee_cents: 1500,
    fee_note: 'Bar vor Ort',
    fields: ['birth_year'],
    organiser_email: null,
    notice: 'each',
    dates: [{ date: '2099-03-14', start: '09:00', end: '16:00', location: 'Vereinsheim' }],
    tracks: [],
    confirmed: 0,
    waiting: 0,
    version: 2,
    ...overrides,
  };
}

export function registrationFixture(overrides: Partial<Registration> = {}): Registration {
  return {
    _id: 'r1',
    offer: 'o1',
    name: 'Erika Mustermann',
    email: 'erika@example.de',
    birth_year: 1990,
    team: null,
    track: null,
    tshirt: null,
    guardian_name: null,
    status: 'confirmed',
    waiting_position: null,
    bib: null,
    late: false,
    fee_cents: 1500,
    checked_in: false,
    created_at: '2099-01-01T10:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

export const funrunOffer = (overrides: Partial<RegistrationOffer> = {}) =>
  offerFixture({
    kind: 'funrun',
    target: 'f1',
    _id: 'o2',
    title: 'Volkslauf 2099',
    places: 300,
    fee_cents: 0,
    fee_note: '',
    fields: ['tshirt'],
    dates: [{ date: '2099-06-28', start: '09:30', end: '', location: 'Stadion' }],
    tracks: [
      {
        index: 0,
        name_de: '5 km',
        name_en: '5 km',
        start_time: '09:30',
        fee_cents: 800,
        free: 299,
      },
      {
        index: 1,
        name_de: '10 km',
        name_en: '10 km',
        start_time: '10:30',
        fee_cents: 1000,
        free: 300,
      },
    ],
    ...overrides,
  });

export function funrunFixture(overrides: Partial<StaffFunrun> = {}): StaffFunrun {
  return {
    _id: 'f1',
    year: 2099,
    date: '2099-06-28',
    start_time: '09:30',
    location_id: null,
    venue: null,
    registration_until: '2099-06-20',
    bib_pickups: [],
    late_closes_minutes: 30,
    late_fee: 2,
    registration_email: null,
    tracks: [],
    intro_de: '',
    intro_en: '',
    notes_de: '',
    notes_en: '',
    results_url: null,
    version: 1,
    updated_at: '2099-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export interface RegistrationsState {
  workshops: Workshop[];
  funruns: StaffFunrun[];
  events: StaffEvent[];
  /** By `kind:target`; a target without one answers version 0. */
  offers: Map<string, RegistrationOffer>;
  registrations: Map<string, Registration>;
  /** The next late registration's answer: the registration, or a refusal. */
  late: 'not_late' | Registration;
}

const body = (req: TestRequest) =>
  (req.body ? JSON.parse(req.body) : {}) as Record<string, unknown>;
const ifMatch = (req: TestRequest) => Number((req.headers['If-Match'] ?? '').replace(/"/g, ''));
const query = (req: TestRequest) => ({
  kind: req.url.searchParams.get('kind') ?? '',
  target: req.url.searchParams.get('target') ?? '',
});

/** The handlers of the registrations API over `state` (with If-Match, 412 with the current row). */
export function registrationHandlers(state: RegistrationsState): Handler[] {
  const offerOf = (kind: string, target: string): RegistrationOffer =>
    state.offers.get(`${kind}:${target}`) ??
    offerFixture({
      kind: kind as RegistrationOffer['kind'],
      target,
      _id: null,
      open: false,
      places: null,
      fee_cents: 0,
      fee_note: '',
      fields: [],
      version: 0,
    });
  const rowsOf = (offerId: string | null) =>
    [...state.registrations.values()].filter((r) => r.offer === offerId);
  return [
    http.get('/api/workshops', () => ok(state.workshops, '')),
    http.get('/api/funruns', () => ok(state.funruns, '')),
    http.get('/api/events', () => ok(state.events, '')),
    http.get('/api/registration-offers', () => ok([...state.offers.values()], '')),
    http.get('/api/registration-offer', (req) => {
      const { kind, target } = query(req);
      return ok(offerOf(kind, target), '');
    }),
    http.put('/api/registration-offer', (req) => {
      const input = body(req);
      const current = offerOf(String(input.kind), String(input.target));
      if (ifMatch(req) !== current.version) {
        return fail(412, 'VERSION_CONFLICT', 'Die Anmeldung wurde inzwischen geändert.', {
          data: current,
        });
      }
      const saved: RegistrationOffer = {
        ...current,
        ...(input as Partial<RegistrationOffer>),
        _id: current._id ?? 'o-new',
        fee_note: (input.fee_note as string | undefined) ?? current.fee_note,
        version: current.version + 1,
      };
      state.offers.set(`${saved.kind}:${saved.target}`, saved);
      return ok(saved, 'Die Anmeldung wurde gespeichert.');
    }),
    http.get('/api/registrations', (req) => {
      const { kind, target } = query(req);
      return ok(rowsOf(offerOf(kind, target)._id), '');
    }),
    http.put('/api/registrations/check-in', (req) => {
      const input = body(req) as { _id: string; checked_in: boolean };
      const current = state.registrations.get(input._id);
      if (!current) return fail(404, 'NOT_FOUND', 'Die Anmeldung wurde nicht gefunden.');
      if (req.headers['If-Match'] === undefined)
        return fail(428, 'PRECONDITION_REQUIRED', 'Version fehlt.');
      if (ifMatch(req) !== current.version)
        return fail(412, 'VERSION_CONFLICT', 'Konflikt', { data: current });
      const next = { ...current, checked_in: input.checked_in, version: current.version + 1 };
      state.registrations.set(next._id, next);
      return ok(next, 'Eingecheckt.');
    }),
    http.delete('/api/registration/:id', (req) => {
      if (!state.registrations.delete(req.params.id ?? ''))
        return fail(404, 'NOT_FOUND', 'Die Anmeldung wurde nicht gefunden.');
      return ok(undefined, 'Die Anmeldung wurde abgesagt.');
    }),
    http.post('/api/registrations/message', () =>
      ok(undefined, 'Die Nachricht ging an 2 Personen.'),
    ),
    http.post('/api/registrations/late', () => {
      if (state.late === 'not_late') {
        return fail(
          409,
          'REGISTRATION_CLOSED',
          'Nachmeldungen sind nur zu den Nachmeldezeiten vor Ort möglich.',
          { data: { reason: 'not_late' } },
        );
      }
      state.registrations.set(state.late._id, state.late);
      return ok(state.late, `Nachgemeldet mit Startnummer ${state.late.bib}.`, 201);
    }),
  ];
}

/** A server with a workshop (its offer saved, two people) and the fun run (not set up). */
export function registrationsServer(overrides: Partial<RegistrationsState> = {}) {
  const state: RegistrationsState = {
    workshops: [
      workshopFixture({
        _id: 'w1',
        times: [
          {
            _id: 't1',
            course: null,
            workshop: 'w1',
            day: 'Samstag',
            date: '2099-03-14',
            start: '09:00',
            end: '16:00',
            venue: null,
            location: 'Vereinsheim',
            version: 1,
          },
        ],
      }),
    ],
    funruns: [funrunFixture()],
    events: [],
    offers: new Map([['workshop:w1', offerFixture({ confirmed: 1, waiting: 1 })]]),
    registrations: new Map(
      [
        registrationFixture(),
        registrationFixture({
          _id: 'r2',
          name: 'Paul Klein',
          email: 'paul@example.de',
          birth_year: 2015,
          guardian_name: 'Max Klein',
          status: 'waiting',
          waiting_position: 1,
          created_at: '2099-01-02T10:00:00.000Z',
          version: 1,
        }),
      ].map((r) => [r._id, r]),
    ),
    late: 'not_late',
    ...overrides,
  };
  const server = new TestServer(new FixtureStore(), registrationHandlers(state));
  return { server, state, fetch: pageFetch(server) };
}

/** Header names as the shared test server reads them (the app's client sends a Headers object). */
const CANONICAL = ['If-Match', 'Authorization', 'Idempotency-Key', 'Content-Type', 'Accept'];

/**
 * The fetch of a page test: the client's Headers as the plain object the test server reads, and
 * the session's token on the page's own writes (the test stores a user, not a token).
 */
function pageFetch(server: TestServer): typeof fetch {
  return ((input: RequestInfo | URL, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[CANONICAL.find((c) => c.toLowerCase() === name) ?? name] = value;
    });
    headers.Authorization ??= 'Bearer token-1';
    return server.fetch(input, { ...init, headers });
  }) as typeof fetch;
}

import type { Department } from '@/api/types';
import type { StaffEvent } from '@/features/events/offline';
import { departmentFixture, FixtureStore, locationFixture } from '@/testing/fixtures';
import {
  TestServer,
  fail,
  http,
  ok,
  staffHandlers,
  type Handler,
  type TestRequest,
} from '@/testing/handlers';

// Test fixtures only: the events API in memory, with the backend's rules the pages meet.

export function eventFixture(overrides: Partial<StaffEvent> = {}): StaffEvent {
  return {
    _id: 'e1',
    slug: 'sommerfest-2099-07-03',
    kind: 'party',
    department: null,
    department_id: null,
    title: 'Sommerfest',
    description: '',
    date: '2099-07-03',
    start_time: '15:00',
    end_date: null,
    end_time: '22:00',
    location_id: null,
    venue: null,
    place: 'Festzelt am Sportplatz',
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

export interface EventsState {
  events: Map<string, StaffEvent>;
  departments: Department[];
  /** The department a department user manages (null: admin or owner, who see every event). */
  scope: string | null;
}

const body = (req: TestRequest) => JSON.parse(req.body ?? '{}') as Record<string, unknown>;

/** 400 with `details` as the backend's validation and EventsService answer it. */
function problems(input: Record<string, unknown>, state: EventsState): Record<string, string> {
  const details: Record<string, string> = {};
  const title = String(input.title ?? '').trim();
  if (title.length < 3 || title.length > 120) {
    details.title = 'Der Titel hat 3 bis 120 Zeichen.';
  }
  const department = (input.department_id ?? null) as string | null;
  if (state.scope && department !== state.scope) {
    details.department_id = 'Du kannst nur Termine deiner Abteilung anlegen.';
  }
  return details;
}

/** The handlers of `/api/events` (list scoped like EventsPolicy; PUT with If-Match). */
export function eventHandlers(state: EventsState): Handler[] {
  const refs = (input: Record<string, unknown>) => {
    const department = state.departments.find((d) => d._id === input.department_id);
    return {
      department: department
        ? { _id: department._id, name: department.name, title: department.title }
        : null,
    };
  };
  // In the order stored, not the server's by date: the page's own sorting is what is tested.
  const visible = () =>
    [...state.events.values()].filter(
      (event) => !state.scope || event.department_id === state.scope,
    );
  return [
    http.get('/api/events', () => ok(visible(), '')),
    http.get('/api/departments', () =>
      ok(state.departments.filter((d) => !state.scope || d._id === state.scope)),
    ),
    http.post('/api/events', (req) => {
      const input = body(req);
      const details = problems(input, state);
      if (Object.keys(details).length) {
        return fail(400, 'VALIDATION_FAILED', 'Bitte prüfe die markierten Angaben.', { details });
      }
      const id = String(input._id);
      const made = eventFixture({ ...(input as Partial<StaffEvent>), ...refs(input), _id: id });
      state.events.set(id, made);
      return ok(made, 'Der Termin wurde angelegt.', 201);
    }),
    http.put('/api/events', (req) => {
      const input = body(req);
      const current = state.events.get(String(input._id));
      if (!current) return fail(404, 'NOT_FOUND', 'Der Termin wurde nicht gefunden.');
      const version = Number((req.headers['If-Match'] ?? '').replace(/"/g, ''));
      if (!version) return fail(428, 'PRECONDITION_REQUIRED', 'Version fehlt.');
      if (version !== current.version) {
        return fail(412, 'VERSION_CONFLICT', 'Der Termin wurde geändert.', { data: current });
      }
      const details = problems(input, state);
      if (Object.keys(details).length) {
        return fail(400, 'VALIDATION_FAILED', 'Bitte prüfe die markierten Angaben.', { details });
      }
      const next = { ...current, ...input, ...refs(input), version: current.version + 1 };
      state.events.set(current._id, next as StaffEvent);
      return ok(next, 'Der Termin wurde gespeichert.');
    }),
    http.delete('/api/events/:id', (req) => {
      if (!state.events.delete(req.params.id ?? '')) {
        return fail(404, 'NOT_FOUND', 'Der Termin wurde nicht gefunden.');
      }
      return ok(null, 'Der Termin wurde gelöscht.');
    }),
  ];
}

/** A server with the club's summer party, a department's tournament and one venue. */
export function eventsServer(overrides: Partial<EventsState> = {}) {
  const state: EventsState = {
    events: new Map(
      [
        eventFixture(),
        eventFixture({
          _id: 'e2',
          slug: 'vereinsmeisterschaft-2099-02-20',
          kind: 'tournament',
          title: 'Vereinsmeisterschaft',
          department: { _id: 'd1', name: 'Turnen', title: 'Turnen und Gymnastik' },
          department_id: 'd1',
          date: '2099-02-20',
          start_time: '10:00',
          end_time: '16:00',
          place: 'Sporthalle',
          published: false,
          announced_on: null,
        }),
      ].map((event) => [event._id, event]),
    ),
    departments: [
      departmentFixture(),
      departmentFixture({ _id: 'd2', name: 'Fußball', title: 'Fußball' }),
    ],
    scope: null,
    ...overrides,
  };
  const store = new FixtureStore({
    locations: [locationFixture({ _id: 'l1', name: 'Turnhalle Lindenschule' })],
  });
  const server = new TestServer(store, [...eventHandlers(state), ...staffHandlers]);
  return { server, state, fetch: pageFetch(server) };
}

/** Header names as the shared test server reads them (the app's client sends a Headers object). */
const CANONICAL = ['If-Match', 'Authorization', 'Idempotency-Key', 'Content-Type', 'Accept'];

/** The fetch of a page test: the client's Headers as a plain object, and the session's token. */
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

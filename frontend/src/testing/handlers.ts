import { FixtureStore, type ResourceName, type Resources } from '@/testing/fixtures';

/**
 * Shared request handlers for the unit tests: one fetch double that answers the staff resources
 * (courses, times, workshops, departments, posts, news, sponsors, locations, banners, cancelled
 * trainings, closures, trial bookings and places) from one in-memory `FixtureStore`, the way the backend does. Handlers have
 * the shape of msw's (`http.get(path, resolver)`, overrides with `server.use(...)`), so a test
 * states only what differs from the usual server.
 *
 * Writes behave like the backend's for the outbox: versions with If-Match (428 without on an
 * update, 412 with the current entity), 400 with `details` for an empty required field, 404 for
 * an unknown id, idempotency keys per token (the first answer stored and replayed with
 * `Idempotent-Replayed: true`, the same key with another request 422; 401/409/412/428/429/5xx not
 * stored), and a network that loses requests before the server or answers after it. Writes need
 * a token in `validTokens` (else 401); reads are answered without one (page tests render with a
 * stored user and no token).
 */

export interface TestRequest {
  method: string;
  /** What the caller passed to fetch (a path with its query, as the app sends it). */
  path: string;
  url: URL;
  headers: Record<string, string>;
  body: string | null;
  /** The `:name` parts of the handler's path. */
  params: Record<string, string>;
}

export interface TestAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** An answer, or undefined to let the next handler answer (like msw's passthrough to the next). */
export type Resolver = (
  req: TestRequest,
  store: FixtureStore,
) => TestAnswer | undefined | Promise<TestAnswer | undefined>;

export interface Handler {
  method: string;
  path: string;
  resolve: Resolver;
}

const handler =
  (method: string) =>
  (path: string, resolve: Resolver): Handler => ({ method, path, resolve });

export const http = {
  get: handler('GET'),
  post: handler('POST'),
  put: handler('PUT'),
  delete: handler('DELETE'),
};

export function ok(data: unknown, message = 'Gespeichert.', status = 200): TestAnswer {
  return { status, body: { success: true, message, data } };
}

export function fail(
  status: number,
  code: string,
  message: string,
  extra: object = {},
): TestAnswer {
  return { status, body: { success: false, code, message, ...extra } };
}

/** A list page as the paged reads answer it (`{ items, total, page, limit }`). */
function paged<T>(items: T[], url: URL): TestAnswer {
  const page = Number(url.searchParams.get('page') ?? 1) || 1;
  const limit = Number(url.searchParams.get('limit') ?? 100) || 100;
  const slice = items.slice((page - 1) * limit, page * limit);
  return ok({ items: slice, total: items.length, page, limit }, '');
}

interface ResourceRoutes<K extends ResourceName> {
  table: K;
  /** GET of the list; `paged` answers `{ items, total, page, limit }`. */
  list?: {
    path: string;
    paged?: boolean;
    filter?: (item: Resources[K], req: TestRequest) => boolean;
  };
  /** GET of one by `:id`. */
  one?: string;
  /** None: staff never make it (a visitor books a trial training). */
  create?: string;
  /** None: the API never changes it (a cancelled training, a closure). */
  update?: { method: 'POST' | 'PUT'; path: string };
  /** DELETE; the id is `:id` in the path or the `id` query (news). If-Match is checked if sent. */
  remove: string;
  /** Fields an update or create may not leave empty: 400 VALIDATION_FAILED with `details`. */
  required: (keyof Resources[K] & string)[];
  /** What a create starts from before the request's fields. */
  created: (id: string) => Partial<Resources[K]>;
  /** The stored entity as the server answers it (ids the request names as their objects). */
  shape?: (item: Resources[K], store: FixtureStore) => Resources[K];
}

const REQUIRED_TEXT: Record<string, string> = {
  title: 'Titel fehlt.',
  name: 'Name fehlt.',
  day: 'Tag fehlt.',
  start: 'Beginn fehlt.',
  end: 'Ende fehlt.',
};

function validate(body: Record<string, unknown>, required: readonly string[]): TestAnswer | null {
  const missing = required.filter((key) => key in body && (body[key] === '' || body[key] === null));
  if (missing.length === 0) return null;
  const details = Object.fromEntries(missing.map((key) => [key, REQUIRED_TEXT[key] ?? 'Fehlt.']));
  return fail(400, 'VALIDATION_FAILED', Object.values(details).join(' '), { details });
}

function ifMatchOf(req: TestRequest): number | undefined {
  const value = req.headers['If-Match'];
  return value ? Number(value.replace(/"/g, '')) : undefined;
}

const notFound = () => fail(404, 'NOT_FOUND', 'Nicht gefunden.');

function jsonBody(req: TestRequest): Record<string, unknown> {
  return (req.body ? JSON.parse(req.body) : {}) as Record<string, unknown>;
}

/** The handlers of one resource: list, one, create, update with If-Match, delete. */
export function resourceHandlers<K extends ResourceName>(routes: ResourceRoutes<K>): Handler[] {
  const table = (store: FixtureStore) => store.table(routes.table);
  const handlers: Handler[] = [];
  const { list } = routes;
  if (list) {
    handlers.push(
      http.get(list.path, (req, store) => {
        const items = [...table(store).values()].filter(
          (item) => !list.filter || list.filter(item, req),
        );
        return list.paged ? paged(items, req.url) : ok(items, '');
      }),
    );
  }
  if (routes.one) {
    handlers.push(
      http.get(routes.one, (req, store) => {
        const item = table(store).get(req.params.id);
        return item ? ok(item, '') : notFound();
      }),
    );
  }
  const { create } = routes;
  if (create) {
    handlers.push(
      http.post(create, (req, store) => {
        const body = jsonBody(req);
        const id = String(body._id);
        if (table(store).has(id)) return fail(409, 'CONFLICT', 'Das gibt es bereits.');
        const invalid = validate(body, routes.required);
        if (invalid) return invalid;
        const made = { ...routes.created(id), ...body, _id: id, version: 1 } as Resources[K];
        const item = routes.shape ? routes.shape(made, store) : made;
        table(store).set(id, item);
        return ok(item, 'Gespeichert.', 201);
      }),
    );
  }
  const { update } = routes;
  if (update) {
    handlers.push(
      handler(update.method)(update.path, (req, store) => {
        const body = jsonBody(req);
        const current = table(store).get(String(body._id));
        if (!current) return notFound();
        const version = ifMatchOf(req);
        if (version === undefined) return fail(428, 'PRECONDITION_REQUIRED', 'Version fehlt.');
        if (version !== current.version) {
          return fail(412, 'VERSION_CONFLICT', 'Konflikt', { data: current });
        }
        const invalid = validate(body, routes.required);
        if (invalid) return invalid;
        const changed = { ...current, ...body, version: current.version + 1 } as Resources[K];
        const next = routes.shape ? routes.shape(changed, store) : changed;
        table(store).set(current._id, next);
        return ok(next);
      }),
    );
  }
  handlers.push(
    http.delete(routes.remove, (req, store) => {
      const id = req.params.id ?? req.url.searchParams.get('id') ?? '';
      const current = table(store).get(id);
      if (!current) return notFound();
      const version = ifMatchOf(req);
      if (version !== undefined && version !== current.version) {
        return fail(412, 'VERSION_CONFLICT', 'Konflikt', { data: current });
      }
      table(store).delete(id);
      return { status: 200, body: { success: true, message: 'Gelöscht.' } };
    }),
  );
  return handlers;
}

/** Every staff resource the back office edits offline, with the backend's paths (docs/api.md). */
export const staffHandlers: Handler[] = [
  ...resourceHandlers({
    table: 'courses',
    list: { path: '/api/courses' },
    one: '/api/course/:id',
    create: '/api/courses',
    update: { method: 'POST', path: '/api/course' },
    remove: '/api/course/:id',
    required: ['title'],
    created: () => ({ state: 'draft' as const, published_at: null, times: [] }),
  }),
  ...resourceHandlers({
    table: 'times',
    list: {
      path: '/api/times/:id',
      filter: (slot, req) => slot.course === req.params.id || slot.workshop === req.params.id,
    },
    create: '/api/times',
    update: { method: 'PUT', path: '/api/times' },
    remove: '/api/time/:id',
    required: ['day', 'start', 'end'],
    created: () => ({ course: null, workshop: null }),
    // As the server: a slot in a venue shows the venue's name; a text alone is no venue here.
    shape: (slot, store) => {
      const venue = slot.venue ? store.locations.get(slot.venue) : undefined;
      return { ...slot, venue: venue?._id ?? null, location: venue?.name ?? slot.location };
    },
  }),
  // The venues a time slot is picked from (public, as every role that edits times reads them).
  http.get('/public/locations', (_req, store) =>
    ok(
      [...store.locations.values()].map(({ version: _v, updated_at: _u, ...venue }) => venue),
      '',
    ),
  ),
  ...resourceHandlers({
    table: 'workshops',
    list: { path: '/api/workshops' },
    one: '/api/workshop/:id',
    create: '/api/workshops',
    update: { method: 'POST', path: '/api/workshop' },
    remove: '/api/workshop/:id',
    required: ['title'],
    created: () => ({ state: 'draft' as const, published_at: null, times: [] }),
  }),
  ...resourceHandlers({
    table: 'departments',
    list: { path: '/api/departments' },
    create: '/api/departments',
    update: { method: 'PUT', path: '/api/departments' },
    remove: '/api/department/:id',
    required: ['name', 'title'],
    created: () => ({ public: false, photoURL: null, srcset: null, iconURL: null }),
  }),
  ...resourceHandlers({
    table: 'posts',
    list: { path: '/api/blogPost', paged: true },
    create: '/api/blogPost',
    update: { method: 'PUT', path: '/api/blogPost' },
    remove: '/api/blogPost/:id',
    required: ['title'],
    created: () => ({ likes: 0, views: 0, blocked: false, blocked_by: null }),
  }),
  ...resourceHandlers({
    table: 'news',
    list: { path: '/api/news', paged: true },
    create: '/api/news',
    update: { method: 'PUT', path: '/api/news' },
    remove: '/api/news',
    required: ['title'],
    created: () => ({ photoURL: null, srcset: null, can_delete: true }),
  }),
  ...resourceHandlers({
    table: 'sponsors',
    list: { path: '/api/sponsors' },
    create: '/api/sponsors',
    update: { method: 'PUT', path: '/api/sponsors' },
    remove: '/api/sponsor/:id',
    required: ['text', 'link'],
    created: () => ({ photoURL: null, srcset: null }),
  }),
  ...resourceHandlers({
    table: 'locations',
    list: { path: '/api/locations' },
    create: '/api/locations',
    update: { method: 'PUT', path: '/api/locations' },
    remove: '/api/locations',
    required: ['name'],
    created: () => ({ photoURL: null, srcset: null }),
  }),
  ...resourceHandlers({
    table: 'banners',
    list: { path: '/api/banners' },
    create: '/api/banners',
    update: { method: 'PUT', path: '/api/banners' },
    remove: '/api/banners/:id',
    required: ['text'],
    created: () => ({ active: false }),
  }),
  ...resourceHandlers({
    table: 'cancellations',
    list: {
      path: '/api/cancellations',
      filter: (item, req) => {
        const course = req.url.searchParams.get('course');
        return course
          ? item.course === course
          : item.workshop === req.url.searchParams.get('workshop');
      },
    },
    create: '/api/cancellations',
    remove: '/api/cancellation/:id',
    required: ['reason'],
    created: () => ({
      course: null,
      workshop: null,
      created_by: { _id: 'u1', name: 'Kim Kurs' },
      created_at: new Date().toISOString(),
    }),
  }),
  ...resourceHandlers({
    table: 'funruns',
    list: { path: '/api/funruns' },
    create: '/api/funruns',
    update: { method: 'PUT', path: '/api/funruns' },
    remove: '/api/funruns/:id',
    required: ['date'],
    created: () => ({ updated_at: new Date().toISOString() }),
    // The request names the venue by its id; the answer carries the venue's address.
    shape: (item, store) => {
      const venue = item.location_id ? store.locations.get(item.location_id) : undefined;
      return {
        ...item,
        venue: venue
          ? {
              _id: venue._id,
              name: venue.name,
              street: venue.address,
              postal_code: venue.postal_code,
              city: venue.city,
              maps_link: venue.maps_link,
            }
          : null,
      };
    },
  }),
  ...resourceHandlers({
    table: 'closures',
    list: { path: '/api/closures' },
    create: '/api/closures',
    remove: '/api/closure/:id',
    required: ['reason'],
    created: () => ({ notice: false, created_at: new Date().toISOString() }),
    // The request names the venue by its id; the answer carries it as `{ _id, name }`.
    shape: (item, store) => {
      const id = item.location as unknown as string | { _id: string };
      const venueId = typeof id === 'string' ? id : id._id;
      return {
        ...item,
        location: { _id: venueId, name: store.locations.get(venueId)?.name ?? '' },
      };
    },
  }),
  // A course's trial places and bookings (`/api/trials…`), as the backend's trainer routes.
  ...resourceHandlers({
    table: 'trialBookings',
    list: {
      path: '/api/trials',
      filter: (item, req) =>
        item.course === req.url.searchParams.get('course') && item.status !== 'cancelled',
    },
    update: { method: 'PUT', path: '/api/trials/attendance' },
    remove: '/api/trial/:id',
    required: [],
    created: () => ({}),
  }),
  // The places are no versioned entity: no If-Match, and the course's version stays.
  http.put('/api/trials/places', (req, store) => {
    const body = jsonBody(req);
    const course = store.courses.get(String(body._id));
    if (!course) return notFound();
    store.courses.set(course._id, { ...course, trial_places: Number(body.trial_places) });
    return ok(null, 'Die Probetrainingsplätze wurden gespeichert.');
  }),
];

export interface TestLogEntry extends Omit<TestRequest, 'params' | 'url'> {
  status: number | 'lost-before' | 'lost-after';
  replayed: boolean;
}

interface Stored {
  fingerprint: string;
  status: number;
  body: unknown;
}

type Fault = 'before' | 'after';

/** Answers not kept for an idempotency key: the request may go again and succeed. */
const NOT_STORED = [401, 409, 412, 428, 429];

/** Matches `/api/course/:id` against a path; the params, or null. */
function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) params[want[i].slice(1)] = decodeURIComponent(got[i]);
    else if (want[i] !== got[i]) return null;
  }
  return params;
}

/**
 * The server of a test: `fetch` for the engine (`testEngine({ fetch: server.fetch })`) or
 * `globalThis.fetch` of a page test, the `store` it answers from, and what it was asked (`log`).
 */
export class TestServer {
  readonly log: TestLogEntry[] = [];
  private readonly idempotency = new Map<string, Stored>();
  private readonly faults: Fault[] = [];
  private overrides: Handler[] = [];
  /** Writes with any other token answer 401 (blocked account, ended session). */
  validTokens = new Set(['token-1']);
  /** Answer every write with this status and code instead (403 permission gone, 404). */
  refuseWith: { status: number; code: string } | null = null;
  /** No connection: every request fails as fetch does offline, and nothing is logged. */
  offline = false;

  constructor(
    readonly store: FixtureStore = new FixtureStore(),
    private readonly handlers: Handler[] = staffHandlers,
  ) {}

  /** Handlers that answer before the usual ones, until `resetHandlers()` (as msw's). */
  use(...handlers: Handler[]): void {
    this.overrides = [...handlers, ...this.overrides];
  }

  resetHandlers(): void {
    this.overrides = [];
  }

  /** The next requests are lost: before reaching the server, or after it applied them. */
  lose(...faults: Fault[]): void {
    this.faults.push(...faults);
  }

  /** Requests that reached the server and were answered (or whose answer was lost). */
  get reached(): TestLogEntry[] {
    return this.log.filter((entry) => entry.status !== 'lost-before');
  }

  readonly fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (this.offline) throw new TypeError('Failed to fetch');
    const path = String(input);
    const entry = {
      method: init?.method ?? 'GET',
      path,
      headers: { ...((init?.headers ?? {}) as Record<string, string>) },
      body: typeof init?.body === 'string' ? init.body : null,
    };
    const fault = this.faults.shift();
    if (fault === 'before') {
      this.log.push({ ...entry, status: 'lost-before', replayed: false });
      throw new TypeError('Failed to fetch');
    }
    const request: TestRequest = { ...entry, url: new URL(path, 'http://localhost'), params: {} };
    const { status, body, headers, replayed } = await this.handle(request);
    this.log.push({ ...entry, status: fault === 'after' ? 'lost-after' : status, replayed });
    if (fault === 'after') throw new TypeError('Failed to fetch');
    // A Response cannot carry the statuses without a body (204, 304) with one.
    const empty = body === undefined || status === 204 || status === 304;
    return new Response(empty ? null : JSON.stringify(body), {
      status,
      headers: {
        'Content-Type': 'application/json',
        ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}),
        ...headers,
      },
    });
  }) as typeof fetch;

  private async handle(req: TestRequest): Promise<TestAnswer & { replayed: boolean }> {
    if (req.method === 'GET') return { ...(await this.route(req)), replayed: false };
    const token = (req.headers.Authorization ?? '').replace(/^Bearer /, '');
    if (!this.validTokens.has(token)) {
      return { ...fail(401, 'UNAUTHENTICATED', 'Bitte melde dich an.'), replayed: false };
    }
    const key = req.headers['Idempotency-Key'];
    const fingerprint = JSON.stringify([req.method, req.path, req.headers['If-Match'], req.body]);
    const stored = key ? this.idempotency.get(`${token}:${key}`) : undefined;
    if (stored && stored.fingerprint !== fingerprint) {
      return {
        ...fail(422, 'IDEMPOTENCY_KEY_REUSED', 'Schlüssel mit anderer Anfrage.'),
        replayed: false,
      };
    }
    if (stored) return { status: stored.status, body: stored.body, replayed: true };
    const answer = this.refuseWith
      ? fail(this.refuseWith.status, this.refuseWith.code, 'Nein.')
      : await this.route(req);
    if (key && !NOT_STORED.includes(answer.status) && answer.status < 500) {
      this.idempotency.set(`${token}:${key}`, {
        fingerprint,
        status: answer.status,
        body: answer.body,
      });
    }
    return { ...answer, replayed: false };
  }

  /** The first handler (overrides first) whose method and path match and that answers. */
  private async route(req: TestRequest): Promise<TestAnswer> {
    for (const h of [...this.overrides, ...this.handlers]) {
      if (h.method !== req.method) continue;
      const params = match(h.path, req.url.pathname);
      if (!params) continue;
      const answer = await h.resolve({ ...req, params }, this.store);
      if (answer) return answer;
    }
    return fail(404, 'ROUTE_NOT_FOUND', 'Unbekannt.');
  }
}

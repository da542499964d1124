import type { Course, TimeSlot } from '@/api/types';

/**
 * A fetch double that behaves like the backend for the outbox's routes (tests only): versions
 * with If-Match (428 without, 412 with the current entity), idempotency keys per user (the first
 * answer stored and replayed with `Idempotent-Replayed: true`, the same key with another request
 * 422, 401/409/412/428/429/5xx not stored), and a network that loses requests before the
 * server or answers after it.
 */
export interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | null;
}

export interface FakeLogEntry extends FakeRequest {
  status: number | 'lost-before' | 'lost-after';
  replayed: boolean;
}

interface Stored {
  fingerprint: string;
  status: number;
  body: unknown;
}

type Fault = 'before' | 'after';

export class FakeServer {
  readonly courses = new Map<string, Course>();
  readonly times = new Map<string, TimeSlot>();
  readonly log: FakeLogEntry[] = [];
  private readonly idempotency = new Map<string, Stored>();
  private readonly faults: Fault[] = [];
  /** Every token but these answers 401 (blocked account, ended session). */
  validTokens = new Set(['token-1']);
  /** Answer every write with this status and code instead (403 permission gone, 404). */
  refuseWith: { status: number; code: string } | null = null;

  constructor(course: Course, slots: TimeSlot[] = []) {
    this.courses.set(course._id, { ...course, times: [] });
    for (const slot of slots) this.times.set(slot._id, { ...slot });
  }

  /** The next requests are lost: before reaching the server, or after it applied them. */
  lose(...faults: Fault[]): void {
    this.faults.push(...faults);
  }

  /** Another user (an admin) changes the entity directly. */
  adminEditCourse(id: string, patch: Partial<Course>): void {
    const course = this.courses.get(id)!;
    this.courses.set(id, { ...course, ...patch, version: course.version + 1 });
  }

  adminEditSlot(id: string, patch: Partial<TimeSlot>): void {
    const slot = this.times.get(id)!;
    this.times.set(id, { ...slot, ...patch, version: slot.version + 1 });
  }

  readonly fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = { ...((init?.headers ?? {}) as Record<string, string>) };
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: String(input),
      headers,
      body: typeof init?.body === 'string' ? init.body : null,
    };
    const fault = this.faults.shift();
    if (fault === 'before') {
      this.log.push({ ...request, status: 'lost-before', replayed: false });
      throw new TypeError('Failed to fetch');
    }
    const { status, body, replayed } = this.handle(request);
    this.log.push({ ...request, status: fault === 'after' ? 'lost-after' : status, replayed });
    if (fault === 'after') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(body), {
      status,
      headers: {
        'Content-Type': 'application/json',
        ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}),
      },
    });
  }) as typeof fetch;

  /** Requests that reached the server and were answered (or whose answer was lost). */
  get reached(): FakeLogEntry[] {
    return this.log.filter((entry) => entry.status !== 'lost-before');
  }

  private handle(req: FakeRequest): { status: number; body: unknown; replayed: boolean } {
    const token = (req.headers.Authorization ?? '').replace(/^Bearer /, '');
    if (!this.validTokens.has(token)) {
      return {
        status: 401,
        body: fail('UNAUTHENTICATED', 'Bitte melde dich an.'),
        replayed: false,
      };
    }
    const key = req.headers['Idempotency-Key'];
    const fingerprint = JSON.stringify([req.method, req.path, req.headers['If-Match'], req.body]);
    if (key) {
      const stored = this.idempotency.get(`${token}:${key}`);
      if (stored && stored.fingerprint !== fingerprint) {
        return {
          status: 422,
          body: fail('IDEMPOTENCY_KEY_REUSED', 'Schlüssel mit anderer Anfrage.'),
          replayed: false,
        };
      }
      if (stored) return { status: stored.status, body: stored.body, replayed: true };
    }
    const answer = this.apply(req);
    if (key && ![401, 409, 412, 428, 429].includes(answer.status) && answer.status < 500) {
      this.idempotency.set(`${token}:${key}`, { fingerprint, ...answer });
    }
    return { ...answer, replayed: false };
  }

  private apply(req: FakeRequest): { status: number; body: unknown } {
    if (this.refuseWith) {
      return { status: this.refuseWith.status, body: fail(this.refuseWith.code, 'Nein.') };
    }
    const body = (req.body ? JSON.parse(req.body) : {}) as Record<string, unknown>;
    const ifMatch = req.headers['If-Match'];
    const version = ifMatch ? Number(ifMatch.replace(/"/g, '')) : undefined;
    const needsVersion = (current: { version: number }) => {
      if (version === undefined) return { status: 428, body: fail('PRECONDITION_REQUIRED', '') };
      if (version !== current.version) {
        return { status: 412, body: { ...fail('VERSION_CONFLICT', 'Konflikt'), data: current } };
      }
      return null;
    };
    if (req.method === 'POST' && req.path === '/api/course') {
      const current = this.courses.get(String(body._id));
      if (!current) return { status: 404, body: fail('NOT_FOUND', 'Nicht gefunden.') };
      const refused = needsVersion(current);
      if (refused) return refused;
      if (body.title === '')
        return { status: 400, body: fail('VALIDATION_FAILED', 'Titel fehlt.') };
      const next = { ...current, ...body, version: current.version + 1 } as Course;
      this.courses.set(current._id, next);
      return { status: 200, body: ok(next) };
    }
    if (req.method === 'POST' && req.path === '/api/times') {
      if (this.times.has(String(body._id))) {
        return { status: 409, body: fail('CONFLICT', 'Diese Trainingszeit gibt es bereits.') };
      }
      const slot = { workshop: null, ...body, version: 1 } as unknown as TimeSlot;
      this.times.set(slot._id, slot);
      return { status: 201, body: ok(slot) };
    }
    if (req.method === 'PUT' && req.path === '/api/times') {
      const current = this.times.get(String(body._id));
      if (!current) return { status: 404, body: fail('NOT_FOUND', 'Nicht gefunden.') };
      const refused = needsVersion(current);
      if (refused) return refused;
      const next = { ...current, ...body, version: current.version + 1 } as TimeSlot;
      this.times.set(current._id, next);
      return { status: 200, body: ok(next) };
    }
    const del = /^\/api\/time\/(.+)$/.exec(req.path);
    if (req.method === 'DELETE' && del) {
      const current = this.times.get(decodeURIComponent(del[1]));
      if (!current) return { status: 404, body: fail('NOT_FOUND', 'Nicht gefunden.') };
      if (version !== undefined && version !== current.version) {
        return { status: 412, body: { ...fail('VERSION_CONFLICT', 'Konflikt'), data: current } };
      }
      this.times.delete(current._id);
      return { status: 200, body: { success: true, message: 'Gelöscht.' } };
    }
    return { status: 404, body: fail('ROUTE_NOT_FOUND', 'Unbekannt.') };
  }
}

function ok(data: unknown) {
  return { success: true, message: 'Gespeichert.', data };
}

function fail(code: string, message: string) {
  return { success: false, code, message };
}

import type { AuditEntry } from '@/api/types';
import { jsonResponse } from '@/offline/testing';

/** An audit entry as GET /api/audit lists it. */
export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: 'a1',
    at: '2026-11-20T09:30:00.000Z',
    actor: { _id: 'u7', name: 'Anna Admin', email: 'admin@tus-musterstadt.de' },
    action: 'block',
    entity_type: 'user',
    entity_id: 'u9',
    entity_name: null,
    details: {},
    ip: '192.0.2.0',
    request_id: null,
    ...overrides,
  };
}

/**
 * GET /api/audit in memory, filtering as the server does (person: part of name or e-mail, any
 * case; action; from inclusive, to exclusive), pages newest first in the order given.
 */
export function fakeAuditServer(entries: AuditEntry[]) {
  const state = { urls: [] as string[] };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    state.urls.push(`${url.pathname}${url.search}`);
    if (url.pathname !== '/api/audit') return jsonResponse(404, { success: false, message: '' });
    const q = url.searchParams;
    const person = q.get('person')?.toLowerCase();
    const shown = entries.filter(
      (e) =>
        (!person ||
          `${e.actor?.name ?? ''} ${e.actor?.email ?? ''}`.toLowerCase().includes(person)) &&
        (!q.get('action') || e.action === q.get('action')) &&
        (!q.get('from') || e.at >= new Date(q.get('from')!).toISOString()) &&
        (!q.get('to') || e.at < new Date(q.get('to')!).toISOString()),
    );
    const page = Number(q.get('page') ?? 1);
    const limit = Number(q.get('limit') ?? 50);
    return jsonResponse(200, {
      success: true,
      message: '',
      data: {
        items: shown.slice((page - 1) * limit, page * limit),
        total: shown.length,
        page,
        limit,
      },
    });
  }) as unknown as typeof fetch;
  return state;
}

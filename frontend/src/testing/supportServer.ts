import type { SupportRequest } from '@/api/types';
import { jsonResponse } from '@/offline/testing';

/** A contact message as GET /api/support lists it. */
export function supportMessage(overrides: Partial<SupportRequest> = {}): SupportRequest {
  return {
    _id: 'm1',
    name: 'Erika Mustermann',
    email: 'erika@example.de',
    phone: '0123 456789',
    subject: 'Probetraining Kinderturnen',
    message: 'Hallo, darf meine Tochter (5) einmal beim Kinderturnen mitmachen?',
    read_at: null,
    done: false,
    done_at: null,
    mail_status: 'sent',
    mail_attempts: 1,
    mail_last_error: null,
    created_at: '2026-11-20T09:30:00.000Z',
    version: 1,
    updated_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

export interface SupportCall {
  method: string;
  url: string;
  ifMatch: string | null;
  body: unknown;
}

/**
 * The support API in memory, as the server answers it: pages newest first (the order given),
 * read, done with If-Match (412 when stale), delete. `calls` records every request.
 */
export function fakeSupportServer(messages: SupportRequest[], retentionDays = 180) {
  const state = { messages: [...messages], calls: [] as SupportCall[], failList: false };
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    state.calls.push({
      method,
      url: `${url.pathname}${url.search}`,
      ifMatch: new Headers(init?.headers).get('If-Match'),
      body,
    });
    const id = url.pathname.split('/').at(-1) ?? '';
    const index = state.messages.findIndex((m) => m._id === id);
    if (method === 'GET' && url.pathname === '/api/support') {
      if (state.failList) return jsonResponse(500, { success: false, message: 'kaputt' });
      const status = url.searchParams.get('status') ?? 'all';
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const shown = state.messages.filter(
        (m) => status === 'all' || m.done === (status === 'done'),
      );
      return jsonResponse(200, {
        success: true,
        message: '',
        data: {
          items: shown.slice((page - 1) * limit, page * limit),
          total: shown.length,
          page,
          limit,
          retention_days: retentionDays,
        },
      });
    }
    if (index < 0) return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'weg' });
    const message = state.messages[index]!;
    if (method === 'POST' && url.pathname.startsWith('/api/support/read/')) {
      state.messages[index] = { ...message, read_at: message.read_at ?? '2026-11-27T08:00:00Z' };
      return jsonResponse(200, { success: true, message: '', data: state.messages[index] });
    }
    if (method === 'POST' && url.pathname.startsWith('/api/support/done/')) {
      if (new Headers(init?.headers).get('If-Match') !== `"${message.version}"`) {
        return jsonResponse(412, {
          success: false,
          code: 'VERSION_CONFLICT',
          message: 'Die Nachricht wurde inzwischen von jemand anderem geändert.',
          data: message,
        });
      }
      const done = (body as { done: boolean }).done;
      state.messages[index] = {
        ...message,
        done,
        done_at: done ? '2026-11-27T08:05:00Z' : null,
        read_at: message.read_at ?? '2026-11-27T08:05:00Z',
        version: message.version + 1,
      };
      return jsonResponse(200, { success: true, message: '', data: state.messages[index] });
    }
    if (method === 'DELETE') {
      state.messages.splice(index, 1);
      return jsonResponse(200, { success: true, message: 'Die Nachricht wurde gelöscht.' });
    }
    return jsonResponse(405, { success: false, message: 'unerwartet' });
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return state;
}

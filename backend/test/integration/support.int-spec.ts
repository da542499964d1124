import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, idempotencyKey, ifMatch, type Client } from '@test/utils/http';
import { createSupportRequest, createWorld } from '@test/factories/factories';
import { supportRequests } from '@/db/schema';
import { SupportService } from '@/support/support.service';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP sink on a random port; `refuse` makes it reject every message. */
async function startSmtp() {
  const sink = { received: [] as Received[], refuse: false, server: null as unknown as SMTPServer };
  sink.server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (sink.refuse) return callback(new Error('Postfach voll'));
        sink.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
  const port = (sink.server.server.address() as AddressInfo).port;
  return { sink, port, close: () => new Promise<void>((r) => sink.server.close(() => r())) };
}

/** The text of a quoted-printable mail body (soft line breaks joined, =XX bytes decoded). */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/g, '%25');
  return decodeURIComponent(bytes).replace(/\r\n/g, '\n');
}

async function until<T>(probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
}

const contact = (overrides: object = {}) => ({
  name: 'Erika Mustermann',
  email: 'erika@example.de',
  phone: '0123 456789',
  subject: 'Probetraining Kinderturnen',
  message: 'Hallo, darf meine Tochter (5) einmal beim Kinderturnen mitmachen?',
  ...overrides,
});

async function rowOf(t: TestApp, email: string) {
  const [row] = await t.db.select().from(supportRequests).where(eq(supportRequests.email, email));
  return row;
}

describe('support inbox and contact form', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let admin: Client;
  let department: Client;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OFFICE_EMAIL: 'buero@tus-musterstadt.de',
    });
    const world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
    department = as(t, (await t.login(world.departmentUser.email)).token);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.sink.refuse = false;
  });

  it('stores a message, thanks the visitor and mails it to the office with the sender as reply-to', async () => {
    const res = await as(t).post(
      '/public/emailRequest',
      contact({
        email: 'anna@example.de',
        message: 'Wann ist das Probetraining <b>Turnen</b>? Viele Grüße',
      }),
      idempotencyKey(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Danke für deine Nachricht! Die Geschäftsstelle meldet sich.',
    });
    const mail = await until(() => smtp.sink.received.find((m) => m.raw.includes('anna@')));
    expect(mail.to).toEqual(['buero@tus-musterstadt.de']);
    expect(mail.raw).toMatch(/^Reply-To: "?Erika Mustermann"? <anna@example\.de>\r?$/m);
    expect(decodeQuotedPrintable(mail.raw)).toContain(
      'Wann ist das Probetraining Turnen? Viele Grüße',
    );
    expect(mail.raw).toMatch(/^Subject: Kontaktformular: Probetraining Kinderturnen/m);
    const row = await until(async () => {
      const r = await rowOf(t, 'anna@example.de');
      return r?.mailStatus === 'sent' ? r : undefined;
    });
    // When it arrived, in the club's local time (support.service.spec.ts checks the zone).
    expect(decodeQuotedPrintable(mail.raw)).toMatch(
      /^Eingegangen: \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr$/m,
    );
    expect(row).toMatchObject({ mailAttempts: 1, done: false, phone: '0123 456789' });
    expect(row.message).toBe('Wann ist das Probetraining Turnen? Viele Grüße');
  });

  describe('the contact form posted by a page without the app', () => {
    const form = (
      fields: Record<string, string>,
      headers: Record<string, string> = {},
      url = '/de/',
    ) =>
      t.request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams(fields).toString(),
      });

    it('stores and mails it as the API does, then sends the visitor to the start page', async () => {
      const res = await form(
        contact({
          name: '  Clara Formular ',
          email: 'clara@example.de',
          phone: '',
          message: 'Ohne JavaScript geschickt.\r\nGeht das?',
        }),
        { origin: 'null', 'sec-fetch-site': 'same-origin' },
      );
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/de/?kontakt=gesendet#contact');
      const mail = await until(() => smtp.sink.received.find((m) => m.raw.includes('clara@')));
      expect(mail.to).toEqual(['buero@tus-musterstadt.de']);
      const row = await rowOf(t, 'clara@example.de');
      expect(row).toMatchObject({ name: 'Clara Formular', phone: null });
      expect(row!.message).toContain('Geht das?');
    });

    it('answers in the page language path', async () => {
      const res = await form(contact({ email: 'dora@example.de' }), {}, '/en');
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/en/?kontakt=gesendet#contact');
      // Its mail has gone out before the next test refuses mail.
      await until(() => smtp.sink.received.find((m) => m.raw.includes('dora@')));
    });

    it('refuses what the API refuses, and stores nothing', async () => {
      const res = await form(contact({ email: 'kein-mail', message: 'kurz' }));
      // Without a frontend build (as here) the envelope; with one, the page (e2e early-forms).
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { email: expect.any(String), message: 'Mindestens 10 Zeichen.' },
      });
      expect(await rowOf(t, 'kein-mail')).toBeUndefined();
    });

    it("refuses another site's form, an unknown language and a poisoned field", async () => {
      const foreign = await form(contact({ email: 'eva@example.de' }), {
        origin: 'https://evil.example',
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().code).toBe('FORBIDDEN_ORIGIN');
      const unknown = await form(contact({ email: 'eva@example.de' }), {}, '/xx/');
      expect(unknown.statusCode).toBe(404);
      const poisoned = await t.request({
        method: 'POST',
        url: '/de/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `${new URLSearchParams(contact({ email: 'eva@example.de' }))}&__proto__=x`,
      });
      expect(poisoned.statusCode).toBe(400);
      expect(await rowOf(t, 'eva@example.de')).toBeUndefined();
    });

    it('is the only route that takes an HTML form: the API refuses one with 415', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/public/emailRequest',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(contact({ email: 'fritz@example.de' })).toString(),
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(await rowOf(t, 'fritz@example.de')).toBeUndefined();
    });
  });

  it('keeps a message the mail server refuses, answers success, and sends it on the retry', async () => {
    smtp.sink.refuse = true;
    const res = await as(t).post('/public/emailRequest', contact({ email: 'ben@example.de' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const failed = await until(async () => {
      const r = await rowOf(t, 'ben@example.de');
      return r?.mailStatus === 'failed' ? r : undefined;
    });
    expect(failed.mailLastError).toContain('Postfach voll');
    expect(smtp.sink.received.some((m) => m.raw.includes('ben@example.de'))).toBe(false);

    smtp.sink.refuse = false;
    expect(await t.app.get(SupportService).retryFailedMail()).toBe(1);
    expect(smtp.sink.received.some((m) => m.raw.includes('ben@example.de'))).toBe(true);
    expect(await rowOf(t, 'ben@example.de')).toMatchObject({
      mailStatus: 'sent',
      mailAttempts: 2,
      mailLastError: null,
    });
  });

  it.each([
    ['an empty form', {}, ['name', 'email', 'subject', 'message']],
    ['an over-long message', contact({ message: 'x'.repeat(5_001) }), ['message']],
    ['an over-long subject', contact({ subject: 'x'.repeat(151) }), ['subject']],
    ['a bad e-mail address', contact({ email: 'erika@' }), ['email']],
    ['a subject with a line break', contact({ subject: 'Hallo\nBcc: x@y.de' }), ['subject']],
    ['a phone number with letters', contact({ phone: 'ruf an' }), ['phone']],
    ['a message of markup only', contact({ message: '<b></b><i></i><u></u>' }), ['message']],
  ])('rejects %s with German messages and stores nothing', async (_, body, fields) => {
    const before = await t.db.select().from(supportRequests);
    const res = await as(t).post('/public/emailRequest', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(Object.keys(res.json().details).sort()).toEqual([...fields].sort());
    expect(await t.db.select().from(supportRequests)).toHaveLength(before.length);
  });

  it('says a bad e-mail address in the words of the spec', async () => {
    const res = await as(t).post('/public/emailRequest', contact({ email: 'kein-at' }));
    expect(res.json().details.email).toBe('E-mail muss korrekt sein');
  });

  it('lists the inbox newest first, filtered by open or done, a page at a time', async () => {
    const day = 86_400_000;
    const older = await createSupportRequest(t.db, {
      subject: 'Alt',
      createdAt: new Date(Date.now() - 2 * day),
    });
    const newer = await createSupportRequest(t.db, {
      subject: 'Neu',
      createdAt: new Date(Date.now() - day),
      done: true,
    });
    const all = (await admin.get('/api/support?limit=100')).json().data;
    const ids = all.items.map((i: { _id: string }) => i._id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(all.total).toBe(all.items.length);

    const open = (await admin.get('/api/support?status=open&limit=100')).json().data;
    expect(open.items.every((i: { done: boolean }) => !i.done)).toBe(true);
    expect(open.items.map((i: { _id: string }) => i._id)).toContain(older.id);
    const done = (await admin.get('/api/support?status=done')).json().data;
    expect(done.items.map((i: { _id: string }) => i._id)).toEqual([newer.id]);

    const first = (await admin.get('/api/support?limit=1&page=1')).json().data;
    const second = (await admin.get('/api/support?limit=1&page=2')).json().data;
    expect(first.items).toHaveLength(1);
    expect(second.items[0]._id).not.toBe(first.items[0]._id);
    expect((await admin.get('/api/support?limit=101')).statusCode).toBe(400);
    expect((await admin.get('/api/support?status=spam')).statusCode).toBe(400);
  });

  it('marks a message done and open again, each change needing the current version', async () => {
    const row = await createSupportRequest(t.db);
    const done = await admin.post(`/api/support/done/${row.id}`, { done: true }, ifMatch(1));
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ done: true, version: 2 });
    expect(done.json().data.done_at).toEqual(expect.any(String));

    const stale = await admin.post(`/api/support/done/${row.id}`, { done: false }, ifMatch(1));
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', data: { done: true } });
    const [after] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, row.id));
    expect(after).toMatchObject({ done: true, version: 2 });

    const missingVersion = await admin.post(`/api/support/done/${row.id}`, { done: false });
    expect(missingVersion.statusCode).toBe(428);
    const reopened = await admin.post(`/api/support/done/${row.id}`, { done: false }, ifMatch(2));
    expect(reopened.json().data).toMatchObject({ done: false, done_at: null, version: 3 });
  });

  it('marks a message read when staff open it, keeps the first time and leaves the version', async () => {
    const row = await createSupportRequest(t.db);
    const listed = (await admin.get('/api/support?limit=100')).json().data.items;
    expect(listed.find((i: { _id: string }) => i._id === row.id)).toMatchObject({ read_at: null });

    const first = await admin.post(`/api/support/read/${row.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Die Nachricht ist gelesen.',
      data: { _id: row.id, read_at: expect.any(String), done: false, version: 1 },
    });
    const again = await admin.post(`/api/support/read/${row.id}`);
    expect(again.json().data.read_at).toBe(first.json().data.read_at);
    const [after] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, row.id));
    expect(after!.readAt?.toISOString()).toBe(first.json().data.read_at);
    // Reading is not an edit: "mark handled" with the version the inbox showed still applies.
    expect(
      (await admin.post(`/api/support/done/${row.id}`, { done: true }, ifMatch(1))).statusCode,
    ).toBe(200);

    expect((await admin.post(`/api/support/read/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await department.post(`/api/support/read/${row.id}`)).statusCode).toBe(404);
  });

  it('counts a message marked handled unopened as read', async () => {
    const row = await createSupportRequest(t.db);
    const done = await admin.post(`/api/support/done/${row.id}`, { done: true }, ifMatch(1));
    expect(done.json().data.read_at).toEqual(done.json().data.done_at);
  });

  it('states the retention period with the inbox', async () => {
    const page = (await admin.get('/api/support')).json().data;
    expect(page.retention_days).toBe(180);
    const short = await createTestApp({ SUPPORT_RETENTION_DAYS: '30' });
    try {
      const world = await createWorld(short.db);
      const owner = as(short, (await short.login(world.owner.email)).token);
      expect((await owner.get('/api/support')).json().data).toMatchObject({
        items: [],
        total: 0,
        retention_days: 30,
      });
    } finally {
      await short.close();
    }
  });

  it('deletes a message, and answers 404 for a missing or malformed id', async () => {
    const row = await createSupportRequest(t.db);
    expect((await admin.delete(`/api/support/${row.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(supportRequests).where(eq(supportRequests.id, row.id))).toEqual(
      [],
    );
    expect((await admin.delete(`/api/support/${row.id}`)).statusCode).toBe(404);
    expect(
      (await admin.post('/api/support/done/kein-uuid', { done: true }, ifMatch(1))).statusCode,
    ).toBe(404);
  });

  it('answers a department user 404 for the inbox and leaves the message unchanged', async () => {
    const row = await createSupportRequest(t.db);
    const done = await department.post(`/api/support/done/${row.id}`, { done: true }, ifMatch(1));
    const removed = await department.delete(`/api/support/${row.id}`);
    expect([done.statusCode, removed.statusCode]).toEqual([404, 404]);
    expect(removed.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const [after] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, row.id));
    expect(after).toEqual(row);
  });

  it('deletes messages older than the retention period and keeps younger ones', async () => {
    const day = 86_400_000;
    const expired = await createSupportRequest(t.db, {
      createdAt: new Date(Date.now() - 181 * day),
    });
    const kept = await createSupportRequest(t.db, { createdAt: new Date(Date.now() - 179 * day) });
    expect(t.config.supportRetentionDays).toBe(180);
    expect(await t.app.get(SupportService).purgeExpired()).toBe(1);
    const ids = (await t.db.select().from(supportRequests)).map((r) => r.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(expired.id);
  });
});

describe('contact form while the mail server is down', () => {
  it('stores the message as failed and still thanks the visitor', async () => {
    const smtp = await startSmtp();
    await smtp.close(); // the port is now closed: connections are refused
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      const res = await as(t).post('/public/emailRequest', contact({ email: 'cem@example.de' }));
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(
        'Danke für deine Nachricht! Die Geschäftsstelle meldet sich.',
      );
      const row = await until(async () => {
        const r = await rowOf(t, 'cem@example.de');
        return r?.mailStatus === 'failed' ? r : undefined;
      });
      expect(row.mailLastError).toBeTruthy();
      expect(await t.app.get(SupportService).retryFailedMail()).toBe(0);
      expect(await rowOf(t, 'cem@example.de')).toMatchObject({
        mailStatus: 'failed',
        mailAttempts: 2,
      });
    } finally {
      await t.close();
    }
  });
});

describe('contact form rate limit', () => {
  it('answers 429 once a client has sent more than the limit in a minute', async () => {
    const t = await createTestApp({ PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await as(t).post('/public/emailRequest', contact())).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(await t.db.select().from(supportRequests)).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});

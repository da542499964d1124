import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, type Client } from '@test/utils/http';
import { startSmtpSink, tokenFrom, type SmtpSink } from '@test/utils/smtp-sink';
import { trialWorld } from '@test/utils/trial-course';
import { trialBookings } from '@/db/schema';
import { PublicCache } from '@/common/public-cache';
import { addDays, berlinToday, datesOnDay } from '@/schedule/schedule-rules';

// The frontend's real build (`npm run build` runs before the suites in `npm test`).
const STATIC_DIR = resolve(__dirname, '../../../frontend/dist');
const SSR_ENTRY = resolve(STATIC_DIR, '../dist-server/entry-server.cjs');
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const nextMonday = () =>
  datesOnDay('Montag', addDays(berlinToday(), 1), addDays(berlinToday(), 7))[0]!;

/** The page's own HTML (the app's root), without the hydration data after it. */
const rootOf = (body: string) => body.split('<div id="root">')[1]!.split('id="vh-state"')[0]!;
const has = (body: string, testId: string) => rootOf(body).includes(`data-testid="${testId}"`);

/**
 * Issue 38 point 2: the mailed link's manage page of a trial booking as the server renders it,
 * for a visitor without JavaScript: the booking's details, a question before cancelling or
 * deleting, and a plain message for a link that names no booking.
 */
describe("a trial booking's manage page without JavaScript", () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let visitor: Client;
  let course: { id: string; slot: string };

  /** A confirmed booking; its manage link's token. */
  async function confirmedBooking(name: string): Promise<{ token: string; email: string }> {
    const email = `seite-${randomUUID().slice(0, 8)}@example.de`;
    let before = smtp.mails.length;
    const booked = await visitor.post('/public/trials', {
      course: course.id,
      slot: course.slot,
      date: nextMonday(),
      name,
      email,
      age: 30,
      privacy_consent: true,
    });
    expect(booked.statusCode).toBe(202);
    const confirm = tokenFrom(
      await smtp.next(email, before),
      t.config.publicUrl,
      'probetraining/bestaetigen',
    );
    before = smtp.mails.length;
    expect((await visitor.post('/public/trials/confirm', { token: confirm })).statusCode).toBe(200);
    const token = tokenFrom(
      await smtp.next(email, before),
      t.config.publicUrl,
      'probetraining/verwalten',
    );
    return { token, email };
  }
  const page = (url: string) => t.request({ method: 'GET', url });
  const post = (url: string, payload: string) =>
    t.request({ method: 'POST', url, headers: FORM, payload });
  const statusOf = async (email: string) =>
    (await t.db.select().from(trialBookings).where(eq(trialBookings.email, email)))[0]?.status;

  beforeAll(async () => {
    if (!existsSync(SSR_ENTRY)) {
      throw new Error(`Kein Frontend-Build unter ${SSR_ENTRY}: zuerst \`npm run build\`.`);
    }
    smtp = await startSmtpSink();
    t = await createTestApp({ STATIC_DIR, SMTP_URL: smtp.url });
    ({ course } = await trialWorld(t, 3));
    visitor = as(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("shows the booking's details in the server's page, kept by no cache", async () => {
    const { token } = await confirmedBooking('Erika Seite');
    const res = await page(`/de/probetraining/verwalten?token=${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const html = rootOf(res.body);
    expect(html).toContain('data-testid="trial-facts"');
    expect(html).toContain('Kinderturnen Probe');
    expect(html).toContain('Erika Seite');
    expect(html).toContain('Gebucht');
    expect(has(res.body, 'trial-cancel')).toBe(true);
    expect(has(res.body, 'trial-erase')).toBe(true);
    expect(
      t.app
        .get(PublicCache)
        .keptPages()
        .some((url) => url.includes('verwalten')),
    ).toBe(false);

    const english = await page(`/en/probetraining/verwalten?token=${token}`);
    expect(rootOf(english.body)).toContain('Booked');
    expect(rootOf(english.body)).toContain('Erika Seite');
  });

  it('asks before cancelling: the button leads to the question, whose form cancels', async () => {
    const { token, email } = await confirmedBooking('Otto Frage');
    const asked = await post('/de/probetraining/verwalten', `token=${token}&action=cancel`);
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe(
      `/de/probetraining/verwalten?token=${token}&schritt=absagen`,
    );
    expect(await statusOf(email)).toBe('confirmed');

    const question = await page(String(asked.headers.location));
    expect(question.statusCode).toBe(200);
    const html = rootOf(question.body);
    expect(html).toContain('data-testid="trial-step"');
    expect(html).toContain('Probetraining absagen?');
    expect(html).toContain('<input type="hidden" name="bestaetigt" value="ja"/>');
    expect(html).toContain('<input type="hidden" name="action" value="cancel"/>');
    expect(html).toContain(`href="/de/probetraining/verwalten?token=${token}"`);
    // The question only: no second way to cancel at once.
    expect(has(question.body, 'trial-cancel')).toBe(false);

    const done = await post(
      '/de/probetraining/verwalten',
      `token=${token}&action=cancel&bestaetigt=ja`,
    );
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/de/probetraining/verwalten?ergebnis=abgesagt');
    expect(await statusOf(email)).toBe('cancelled');
    // Cancelled: the page says so and offers only to delete.
    const after = await page(`/de/probetraining/verwalten?token=${token}`);
    expect(rootOf(after.body)).toContain('Abgesagt');
    expect(has(after.body, 'trial-cancel')).toBe(false);
    expect(has(after.body, 'trial-erase')).toBe(true);
  });

  it('asks before deleting, in the page language', async () => {
    const { token, email } = await confirmedBooking('Eva Weg');
    const asked = await post('/en/probetraining/verwalten', `token=${token}&action=erase`);
    expect(asked.headers.location).toBe(
      `/en/probetraining/verwalten?token=${token}&schritt=loeschen`,
    );
    const question = rootOf((await page(String(asked.headers.location))).body);
    expect(question).toContain('Delete booking and data?');
    expect(await statusOf(email)).toBe('confirmed');
    const done = await post(
      '/en/probetraining/verwalten',
      `token=${token}&action=erase&bestaetigt=ja`,
    );
    expect(done.headers.location).toBe('/en/probetraining/verwalten?ergebnis=geloescht');
    expect(await statusOf(email)).toBeUndefined();

    // The link is used up: a plain message, no buttons.
    for (const lang of ['de', 'en']) {
      const spent = await page(`/${lang}/probetraining/verwalten?token=${token}`);
      expect(spent.statusCode).toBe(200);
      expect(has(spent.body, 'trial-invalid-link')).toBe(true);
      expect(has(spent.body, 'trial-cancel')).toBe(false);
      expect(has(spent.body, 'trial-erase')).toBe(false);
    }
    expect(rootOf((await page(`/en/probetraining/verwalten?token=${token}`)).body)).toContain(
      'This link is not valid (any more)',
    );
  });

  it('says plainly that a made-up link names no booking, and offers nothing to do', async () => {
    for (const token of ['x'.repeat(43), 'kurz']) {
      const res = await page(`/de/probetraining/verwalten?token=${token}`);
      expect(res.statusCode).toBe(200);
      expect(has(res.body, 'trial-invalid-link')).toBe(true);
      expect(rootOf(res.body)).toContain('Dieser Link gilt nicht (mehr)');
      expect(has(res.body, 'trial-cancel')).toBe(false);
      expect(has(res.body, 'trial-erase')).toBe(false);
    }
    // Its buttons posted anyway (an old page): the page again with the refusal, no question.
    const refused = await post(
      '/de/probetraining/verwalten',
      `token=${'x'.repeat(43)}&action=cancel`,
    );
    expect(refused.statusCode).toBe(400);
    expect(has(refused.body, 'trial-manage-failure')).toBe(true);
    expect(has(refused.body, 'trial-step')).toBe(false);
  });
});

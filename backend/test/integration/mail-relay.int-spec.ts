import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch, type Client } from '@test/utils/http';
import { startSmtpSink, tokenFrom, type SmtpSink } from '@test/utils/smtp-sink';
import { createUser, createWorkshop } from '@test/factories/factories';
import { trialWorld } from '@test/utils/trial-course';
import { MailQuota } from '@/mail/mail-quota';
import { mailboxOf } from '@/mail/mailbox';
import { addDays, berlinToday, datesOnDay } from '@/schedule/schedule-rules';

/**
 * The public forms as a stranger uses them to make the club mail somebody else (issue 35): the
 * caps per mailbox and per client at their defaults (3 an hour and 6 a day per mailbox, 20 a day
 * per client), counted in the database, with mails read from a real SMTP server.
 */
const HOUR_CAP = 3;
const DAY_CAP = 6;
const CLIENT_CAP = 20;

const nextMonday = () =>
  datesOnDay('Montag', addDays(berlinToday(), 1), addDays(berlinToday(), 7))[0]!;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('public forms are no mail relay', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let trainer: Client;
  let admin: Client;
  let course: { id: string; slot: string };
  let nextClient = 0;
  /** A fresh client address (TEST-NET-2), so only the mailbox caps are in play. */
  const newClient = () => `198.51.100.${++nextClient}`;

  const booking = (email: string, overrides: object = {}) => ({
    course: course.id,
    slot: course.slot,
    date: nextMonday(),
    name: 'Erika Mustermann',
    email,
    age: 30,
    privacy_consent: true,
    ...overrides,
  });
  const bookJson = (email: string, client: string, overrides: object = {}) =>
    t.request({
      method: 'POST',
      url: '/public/trials',
      payload: booking(email, overrides),
      remoteAddress: client,
    });
  const bookPage = (email: string, client: string) =>
    t.request({
      method: 'POST',
      url: `/de/probetraining/${course.id}`,
      headers: FORM,
      payload: new URLSearchParams({
        training: `${course.slot}|${nextMonday()}`,
        name: 'Erika Mustermann',
        email,
        age: '30',
        privacy_consent: 'true',
      }).toString(),
      remoteAddress: client,
    });
  /** Mails that reached the server for the mailbox of `address`, after the quiet of a moment. */
  const mailsTo = async (address: string, settleMs = 300) => {
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    return smtp.mails.filter((m) => m.to.some((to) => mailboxOf(to) === mailboxOf(address)));
  };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // '' leaves a setting at its default: the caps as a club runs them.
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_PER_ADDRESS_PER_HOUR: '',
      MAIL_PER_ADDRESS_PER_DAY: '',
      MAIL_PER_CLIENT_PER_DAY: '',
    });
    expect(t.config.mailLimits).toEqual({
      perAddressPerHour: HOUR_CAP,
      perAddressPerDay: DAY_CAP,
      perClientPerDay: CLIENT_CAP,
    });
    ({ trainer, admin, course } = await trialWorld(t, 3));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails one mailbox 3 times an hour whatever the spelling, over the JSON route and the page form, with the same answer every time', async () => {
    const spellings = [
      'victim+1@example.org',
      'victim+2@example.org',
      '"victim+q1"@example.org',
      'VICTIM@EXAMPLE.ORG',
      'victim@example.org',
      'victim+3@Example.Org',
      '"victim"@example.org',
      'victim+4@example.org',
    ];
    const json = [];
    const pages = [];
    for (const [i, email] of spellings.entries()) {
      json.push(await bookJson(email, newClient()));
      pages.push(await bookPage(i % 2 ? `Victim+page${i}@example.org` : email, newClient()));
    }
    expect(new Set(json.map((r) => `${r.statusCode} ${r.body}`))).toEqual(
      new Set([
        '202 {"success":true,"message":"Fast geschafft: bitte bestätige deine Anmeldung über den Link in der E-Mail."}',
      ]),
    );
    expect(new Set(pages.map((r) => `${r.statusCode} ${String(r.headers.location)}`))).toEqual(
      new Set([`303 /de/probetraining/${course.id}?anmeldung=gesendet`]),
    );
    expect(await mailsTo('victim@example.org')).toHaveLength(HOUR_CAP);
    // The table names nobody: keyed hashes only.
    const rows = await t.db.execute<{ key: string }>(sql`select key from mail_quotas`);
    const keys = (rows as unknown as { rows?: { key: string }[] }).rows ?? rows;
    expect(JSON.stringify(keys)).not.toMatch(/victim|example|198\.51/);
  });

  it('counts the registration form with the others: a mailbox reached through trials and registrations alike', async () => {
    const { workshop } = await createWorkshop(t.db);
    expect((await admin.post(`/api/workshop/publish/${workshop.id}`)).statusCode).toBe(200);
    const offer = await admin.put(
      '/api/registration-offer',
      {
        kind: 'workshop',
        target: workshop.id,
        open: true,
        places: null,
        deadline: null,
        fee_cents: 0,
        fields: [],
        organiser_email: null,
        notice: 'never',
      },
      ifMatch(0),
    );
    expect(offer.statusCode).toBe(200);
    const register = (email: string, name: string) =>
      t.request({
        method: 'POST',
        url: '/public/registrations',
        payload: { offer: offer.json().data._id, name, email, privacy_consent: true },
        remoteAddress: newClient(),
      });
    const answers = [
      await bookJson('target+t1@example.net', newClient()),
      await register('Target@example.net', 'Erste Person'),
      await register('target+r2@EXAMPLE.net', 'Zweite Person'),
      await register('"target"@example.net', 'Dritte Person'),
      await register('target+r4@example.net', 'Vierte Person'),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(await mailsTo('target@example.net')).toHaveLength(HOUR_CAP);
  });

  it('gives a mailbox 6 mails a day, hour after hour, and then none until the next day', async () => {
    const quota = t.app.get(MailQuota);
    const day = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    const hour = (h: number) => day + h * 3_600_000 + 1_000;
    const admitted: boolean[] = [];
    for (let h = 0; h < 3; h++) {
      for (let i = 0; i < HOUR_CAP; i++) {
        admitted.push(await quota.admitRecipient(`daily+${h}${i}@example.net`, hour(h)));
      }
    }
    expect(admitted).toEqual([true, true, true, true, true, true, false, false, false]);
    expect(await quota.admitRecipient('daily@example.net', day + 86_400_000 + 1_000)).toBe(true);
  });

  it('refuses a client its 21st mail of the day with 429 on every form, to any address; others go on', async () => {
    const client = newClient();
    for (let i = 0; i < CLIENT_CAP; i++) {
      const answer = await bookJson(`spray-${i}-${randomUUID().slice(0, 6)}@example.com`, client);
      expect(answer.statusCode).toBe(202);
    }
    const refused = await bookJson('one-more@example.com', client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'TOO_MANY_REQUESTS',
      message:
        'Von deinem Anschluss wurden heute schon zu viele Formulare gesendet. Bitte versuche es morgen noch einmal.',
    });
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(86_400);
    const page = await bookPage('one-more@example.com', client);
    expect(page.statusCode).toBe(429);
    const contact = await t.request({
      method: 'POST',
      url: '/public/emailRequest',
      payload: {
        name: 'Eva',
        email: 'eva@example.com',
        subject: 'Frage',
        message: 'Wann ist Training?',
      },
      remoteAddress: client,
    });
    expect(contact.statusCode).toBe(429);
    const reset = await t.request({
      method: 'POST',
      url: '/api/forgotPassword',
      payload: { email: 'eva@example.com' },
      remoteAddress: client,
    });
    expect(reset.statusCode).toBe(429);
    expect((await mailsTo('one-more@example.com', 100)).length).toBe(0);
    expect((await bookJson('one-more@example.com', newClient())).statusCode).toBe(202);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const answers = [];
    for (let i = 0; i <= CLIENT_CAP; i++) {
      answers.push(
        (await bookJson(`v6-${i}@example.com`, `2001:db8:77:1:${(i + 1).toString(16)}::1`))
          .statusCode,
      );
    }
    expect(answers.slice(0, CLIENT_CAP).every((status) => status === 202)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect((await bookJson('v6-other@example.com', '2001:db8:77:2::1')).statusCode).toBe(202);
  });

  it("greets without the booker's name: a stranger's text and link never reach the mail", async () => {
    const address = `bait-${randomUUID().slice(0, 6)}@example.org`;
    const answer = await bookJson(address, newClient(), {
      name: 'Dein Konto wird gesperrt: https://evil.example/login',
    });
    expect(answer.statusCode).toBe(202);
    const [mail] = await mailsTo(address);
    expect(mail!.text).toMatch(/^Hallo,\r?$/m);
    expect(mail!.text).not.toMatch(/gesperrt|evil\.example/);
    const links = mail!.text.match(/https?:\/\/[^\s]+/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => link.startsWith(t.config.publicUrl))).toBe(true);
  });

  it('answers a new, an unconfirmed and a booked address alike, and tells the address by mail', async () => {
    const address = `twice-${randomUUID().slice(0, 6)}@example.org`;
    const first = await bookJson(address, newClient());
    const firstMail = (await mailsTo(address))[0]!;
    const firstToken = tokenFrom(firstMail, t.config.publicUrl, 'probetraining/bestaetigen');
    // Again before confirming: a new link, the first one is void.
    const again = await bookJson(address, newClient(), { name: 'Erika M.' });
    const mails = await mailsTo(address);
    expect(mails).toHaveLength(2);
    const secondToken = tokenFrom(mails[1]!, t.config.publicUrl, 'probetraining/bestaetigen');
    expect(secondToken).not.toBe(firstToken);
    const stale = await as(t).post('/public/trials/confirm', { token: firstToken });
    expect(stale.statusCode).toBe(400);
    const confirmed = await as(t).post('/public/trials/confirm', { token: secondToken });
    expect(confirmed.json().data).toMatchObject({ status: 'confirmed', name: 'Erika M.' });
    const bookedMail = (await mailsTo(address))[2]!;
    const oldManage = tokenFrom(bookedMail, t.config.publicUrl, 'probetraining/verwalten');
    // Booked: the same answer again (also in another spelling), and a mail that says so.
    const third = await bookJson(address.toUpperCase(), newClient());
    for (const answer of [again, third]) {
      expect(answer.statusCode).toBe(first.statusCode);
      expect(answer.body).toBe(first.body);
    }
    const notice = (await mailsTo(address))[3]!;
    expect(notice.text).toContain('schon eine Anmeldung');
    expect(notice.text).toContain('Dein Platz ist reserviert.');
    const manage = tokenFrom(notice, t.config.publicUrl, 'probetraining/verwalten');
    expect((await as(t).post('/public/trials/view', { token: manage })).json().data).toMatchObject({
      status: 'confirmed',
    });
    expect((await as(t).post('/public/trials/view', { token: oldManage })).statusCode).toBe(400);
    const list = await trainer.get(`/api/trials?course=${course.id}`);
    expect(
      (list.json().data as { email: string }[]).filter((b) => b.email === address),
    ).toHaveLength(1);
  });

  it('shares one mailbox cap between the trial form and forgot password', async () => {
    const member = await createUser(t.db, {
      roles: ['course'],
      email: `member-${randomUUID().slice(0, 6)}@example.org`,
    });
    const [local, domain] = member.email.split('@');
    await bookJson(`${local}+probe@${domain}`, newClient());
    await bookJson(`${local}+probe2@${domain}`, newClient());
    for (let i = 0; i < 2; i++) {
      const reset = await t.request({
        method: 'POST',
        url: '/api/forgotPassword',
        payload: { email: member.email },
        remoteAddress: newClient(),
      });
      expect(reset.statusCode).toBe(200);
    }
    const mails = await mailsTo(member.email, 500);
    expect(mails).toHaveLength(HOUR_CAP);
    expect(mails.filter((m) => m.text.includes('resetPassword'))).toHaveLength(1);
  });
});

import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, type Client } from '@test/utils/http';
import { decodeQuotedPrintable, tokenFrom, type CapturedMail } from '@test/utils/smtp-sink';
import { createUser } from '@test/factories/factories';
import { trialWorld } from '@test/utils/trial-course';
import { trialBookings } from '@/db/schema';
import { addDays, berlinToday, datesOnDay } from '@/schedule/schedule-rules';
import { SupportService } from '@/support/support.service';
import { TrialsService } from '@/trials/trials.service';

/**
 * Every mail path run once with a mail server that refuses some recipients (quoting them in its
 * answer, as real servers do), at LOG_LEVEL=debug: no visitor's or member's address or name is in
 * any log line, in the inbox's stored mail error, or in the mail caps' rows (issue 35, point 5).
 */
const REFUSED = /refused/;

/** A real SMTP server that refuses the recipients matching REFUSED and keeps the other mails. */
async function startRefusingSink() {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!REFUSED.test(address.address)) return callback();
      const error = new Error(`5.1.1 <${address.address}>: Recipient address rejected`);
      return callback(Object.assign(error, { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address);
        mails.push({ to, raw, text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const nextMonday = () =>
  datesOnDay('Montag', addDays(berlinToday(), 1), addDays(berlinToday(), 7))[0]!;
const until = async <T>(find: () => T | undefined | Promise<T | undefined>): Promise<T> => {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('not in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const logStream = (lines: string[]) =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });

/** The people of this run: every address and name that must never reach a log. */
const PEOPLE = {
  booker: { name: 'Erika Probefrau', email: 'erika.probe@example.de' },
  refusedBooker: { name: 'Ralf Abgewiesen', email: 'ralf.refused@example.de' },
  waiting: { name: 'Wanda Warteliste', email: 'wanda.refused@example.de' },
  guest: { name: 'Gustav Gast', email: 'gustav.gast@example.de' },
  guardian: 'Gerda Vormund',
  member: { firstname: 'Mira', lastname: 'Mitglied', email: 'mira.refused@example.de' },
  newStaff: { firstname: 'Nora', lastname: 'Neuling', email: 'nora.refused@example.de' },
  contact: { name: 'Konrad Kontakt', email: 'konrad.kontakt@example.de' },
};
const secrets = () => [
  PEOPLE.booker.name,
  PEOPLE.booker.email,
  PEOPLE.refusedBooker.name,
  PEOPLE.refusedBooker.email,
  PEOPLE.waiting.name,
  PEOPLE.waiting.email,
  PEOPLE.guest.name,
  PEOPLE.guest.email,
  PEOPLE.guardian,
  PEOPLE.member.email,
  `${PEOPLE.member.firstname} ${PEOPLE.member.lastname}`,
  PEOPLE.newStaff.email,
  PEOPLE.newStaff.lastname,
  PEOPLE.contact.name,
  PEOPLE.contact.email,
  'example.de',
];

describe('no personal data in logs or leftover rows, through every mail path', () => {
  let smtp: Awaited<ReturnType<typeof startRefusingSink>>;
  let t: TestApp;
  const lines: string[] = [];
  let admin: Client;
  let trainer: Client;
  const visitor = () => as(t);

  beforeAll(async () => {
    smtp = await startRefusingSink();
    t = await createTestApp(
      {
        SMTP_URL: smtp.url,
        LOG_LEVEL: 'debug',
        OFFICE_EMAIL: 'office.refused@verein.example',
      },
      { logStream: logStream(lines) },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('logs no address or name of a visitor or member', async () => {
    let course: { id: string; slot: string };
    ({ admin, trainer, course } = await trialWorld(t, 1));
    const courseId = course.id;
    const slot = course.slot;
    const book = (who: { name: string; email: string }, extra: object = {}) =>
      visitor().post('/public/trials', {
        course: courseId,
        slot,
        date: nextMonday(),
        name: who.name,
        email: who.email,
        age: 30,
        privacy_consent: true,
        ...extra,
      });
    const confirmToken = async (email: string) =>
      tokenFrom(
        await until(() => smtp.mails.find((m) => m.to.includes(email))),
        t.config.publicUrl,
        'probetraining/bestaetigen',
      );

    // Booking mails: a refused confirmation (503), a confirmed place, a waiting list place.
    expect((await book(PEOPLE.refusedBooker)).statusCode).toBe(503);
    expect((await book(PEOPLE.booker)).statusCode).toBe(202);
    const bookerToken = await confirmToken(PEOPLE.booker.email);
    await visitor().post('/public/trials/confirm', { token: bookerToken });
    // Booked again: the notice mail.
    expect((await book(PEOPLE.booker)).statusCode).toBe(202);
    const notice = await until(() =>
      smtp.mails.find((m) => m.to.includes(PEOPLE.booker.email) && m.text.includes('schon')),
    );
    // The waiting list's first is refused by the mail server when it moves up (after the answer).
    const waitingRow = await t.db
      .insert(trialBookings)
      .values({
        courseId,
        slotId: slot,
        date: nextMonday(),
        name: PEOPLE.waiting.name,
        email: PEOPLE.waiting.email,
        age: 12,
        guardianName: PEOPLE.guardian,
        status: 'waiting',
        confirmTokenHash: 'x'.repeat(64),
        manageTokenHash: 'y'.repeat(64),
        expiresAt: new Date(Date.now() + 3_600_000),
        confirmedAt: new Date(),
        queuedAt: new Date(),
      })
      .returning();
    const manage = tokenFrom(notice, t.config.publicUrl, 'probetraining/verwalten');
    expect((await visitor().post('/public/trials/cancel', { token: manage })).statusCode).toBe(200);
    // The trainer takes the moved-up booking back: the refused cancellation mail.
    await until(async () => {
      const [row] = await t.db
        .select()
        .from(trialBookings)
        .where(eq(trialBookings.id, waitingRow[0]!.id));
      return row?.status === 'confirmed' ? row : undefined;
    });
    expect((await trainer.delete(`/api/trial/${waitingRow[0]!.id}`)).statusCode).toBe(200);
    // A guest who came yesterday: the invitation job's mail, refused.
    const [guest] = await t.db
      .insert(trialBookings)
      .values({
        courseId,
        slotId: slot,
        date: addDays(berlinToday(), -1),
        name: PEOPLE.guest.name,
        email: PEOPLE.guest.email.replace('gast', 'gast.refused'),
        age: 30,
        status: 'confirmed',
        attended: true,
        confirmTokenHash: 'z'.repeat(64),
        manageTokenHash: 'w'.repeat(64),
        expiresAt: new Date(),
      })
      .returning();
    expect(guest).toBeDefined();
    await t.app.get(TrialsService).sendInvitations(berlinToday());

    // Account mails: a reset to a refused member, a verification to refused new staff.
    const member = await createUser(t.db, {
      roles: ['course'],
      email: PEOPLE.member.email,
      firstname: PEOPLE.member.firstname,
    });
    for (let i = 0; i < 3; i++) {
      await visitor().post('/api/login', { email: PEOPLE.member.email, password: 'falsch-1234' });
    }
    expect(
      (await visitor().post('/api/forgotPassword', { email: PEOPLE.member.email })).statusCode,
    ).toBe(200);
    const staff = await admin.post('/api/users', {
      ...PEOPLE.newStaff,
      roles: ['workshop'],
    });
    expect(staff.statusCode).toBe(201);

    // The contact form to an office whose server refuses: stored, mail failed.
    const contact = await visitor().post('/public/emailRequest', {
      ...PEOPLE.contact,
      subject: 'Frage zum Training',
      message: `Ich bin ${PEOPLE.contact.name}, erreichbar unter ${PEOPLE.contact.email}.`,
    });
    expect(contact.statusCode).toBe(200);
    await t.app.get(SupportService).retryFailedMail();

    // A data subject's request in the back office: export and erase by address (in the URL).
    const query = `email=${encodeURIComponent(PEOPLE.booker.email)}`;
    expect((await admin.get(`/api/trials/person?${query}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/trials/person?${query}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/users?search=${PEOPLE.member.lastname}`)).statusCode).toBe(200);
    // The member's account is deleted: nothing of it may stay behind in a counter (the shared
    // login counters of several instances: multi-instance-limits.int-spec.ts).
    expect((await admin.delete(`/api/users/${member.id}`)).statusCode).toBe(200);

    // Let the background mails fail and log.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const log = lines.join('');
    // Every path ran and logged its failure (or its request line).
    for (const line of [
      'Bestätigungsmail nicht gesendet: MailError: Mail nicht zugestellt: EENVELOPE (550 auf RCPT TO)',
      'Mail zum Probetraining nicht gesendet: MailError',
      'Einladung nicht gesendet: MailError',
      'Mail (reset) nicht versendet: MailError',
      'Mail (verify) nicht versendet: MailError',
      'nicht versendet: Mail nicht zugestellt: EENVELOPE (550 auf RCPT TO)',
      '/api/trials/person?email=[redacted]',
      '/api/users?search=[redacted]',
    ])
      expect(log).toContain(line);
    for (const secret of secrets())
      expect({ secret, found: log.includes(secret) }).toEqual({
        secret,
        found: false,
      });

    const support = await t.db.execute<{ e: string | null }>(
      sql`select mail_last_error as e from support_requests`,
    );
    const stored = JSON.stringify(support);
    expect(stored).toContain('550');
    expect(stored).not.toMatch(/@/);
    const quotas = JSON.stringify(await t.db.execute(sql`select * from mail_quotas`));
    expect(quotas).toContain('mailbox:');
    expect(quotas).not.toMatch(/@|refused|example/);
  });
});

import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch, type Client } from '@test/utils/http';
import { headerOf, startSmtpSink, type SmtpSink } from '@test/utils/smtp-sink';
import { createClub, createUser } from '@test/factories/factories';
import { auditLog } from '@/db/schema';

const PUBLIC_URL = 'https://verein.example.org';

/** Every field of the "Verein" screen, as a club fills it in. */
const SETTINGS = {
  name: 'Turnverein Beispielstadt 1901 e.V.',
  short_name: 'TV Beispielstadt',
  founding_year: 1901,
  street: 'Am Sportplatz 3',
  postal_code: '54321',
  city: 'Beispielstadt',
  phone: '+49 5432 1000',
  email: 'kontakt@tv-beispielstadt.example',
  office_hours: [
    { day: 'Montag', opens: '17:00', closes: '19:00' },
    { day: 'Freitag', opens: '09:00', closes: '11:30' },
  ],
  child_welfare: { name: 'Petra Lindner', email: 'schutz@tv-beispielstadt.example', phone: null },
  register_court: 'Amtsgericht Beispielstadt',
  register_number: 'VR 4711',
  board: [
    { role: 'Vorsitzender', name: 'Karl Brandt' },
    { role: 'Kassiererin', name: 'Ute Sommer' },
  ],
  social: [{ label: 'Instagram', url: 'https://www.instagram.com/tv_beispielstadt' }],
  office_email: 'buero@tv-beispielstadt.example',
  mail_sender_name: 'TV Beispielstadt – Geschäftsstelle',
  workshop_user_email: 'workshops@tv-beispielstadt.example',
  workshop_user_name: 'Workshop Team',
};

describe('the club\'s settings (back office "Verein")', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let admin: Client;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({
      PUBLIC_URL,
      SMTP_URL: smtp.url,
      OFFICE_EMAIL: 'office-setting@verein.example.org',
      MAIL_FROM: 'Website <noreply@verein.example.org>',
    });
    await createClub(t.db, { name: 'Turnverein Beispielstadt e.V.' });
    const user = await createUser(t.db, { email: 'admin@verein.example.org', roles: ['admin'] });
    admin = as(t, (await t.login(user.email)).token);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function save(body: object) {
    const current = (await admin.get('/api/club')).json().data;
    return admin.put('/api/club', body, ifMatch(current.version as number));
  }

  it('starts with the name from the setup, names the § 5 DDG gaps and the office address in use', async () => {
    const res = await admin.get('/api/club');
    expect(res.statusCode).toBe(200);
    const club = res.json().data;
    expect(club.name).toBe('Turnverein Beispielstadt e.V.');
    expect(club.legal_notice_missing).toEqual([
      'street',
      'postal_code',
      'city',
      'email',
      'board',
      'register_court',
      'register_number',
    ]);
    expect(club.office_email).toBeNull();
    expect(club.office_email_in_use).toBe('office-setting@verein.example.org');
  });

  it('saves every field, public at once, with no gap left and the change in the audit log', async () => {
    const before = (await as(t).get('/public/club')).json().data;
    expect(before.name).toBe('Turnverein Beispielstadt e.V.');
    const res = await save(SETTINGS);
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({ ...SETTINGS, legal_notice_missing: [] });
    // The public read was cached before the write; it is dropped, not left to expire.
    const after = (await as(t).get('/public/club')).json().data;
    expect(after).toMatchObject({
      name: SETTINGS.name,
      board: SETTINGS.board,
      city: 'Beispielstadt',
    });
    // What the public never sees: where mails go, the sender, the workshop account.
    expect(after).not.toHaveProperty('office_email');
    expect(after).not.toHaveProperty('workshop_user_email');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'club.updated'))
      .limit(1);
    const changes = (entry!.details as { changes: Record<string, { from: unknown; to: unknown }> })
      .changes;
    expect(changes.name).toEqual({ from: 'Turnverein Beispielstadt e.V.', to: SETTINGS.name });
    expect(changes.registerNumber).toEqual({ from: null, to: 'VR 4711' });
  });

  it('refuses a stale version with the current settings, and bad values by field', async () => {
    const current = (await admin.get('/api/club')).json().data;
    const stale = await admin.put('/api/club', SETTINGS, ifMatch(current.version - 1));
    expect(stale.statusCode).toBe(412);
    expect(stale.json().data.version).toBe(current.version);
    const bad = await admin.put(
      '/api/club',
      {
        ...SETTINGS,
        postal_code: '1234',
        email: 'kein-mail',
        social: [{ label: 'Seite', url: 'javascript:alert(1)' }],
      },
      ifMatch(current.version),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details)).toEqual(
      expect.arrayContaining(['postal_code', 'email']),
    );
    const late = await admin.put(
      '/api/club',
      { ...SETTINGS, office_hours: [{ day: 'Montag', opens: '19:00', closes: '17:00' }] },
      ifMatch(current.version),
    );
    expect(late.statusCode).toBe(400);
    expect(late.json().details['office_hours.0.closes']).toBe(
      'Das Ende muss nach dem Beginn liegen.',
    );
    expect((await admin.get('/api/club')).json().data.version).toBe(current.version);
  });

  it('strips markup from every text and stores an emptied field as none', async () => {
    const res = await save({
      ...SETTINGS,
      name: '<script>x</script>Turnverein <b>Beispielstadt</b> 1901 e.V.',
      register_number: '   ',
      child_welfare: null,
    });
    expect(res.statusCode).toBe(200);
    const club = res.json().data;
    expect(club.name).toBe('Turnverein Beispielstadt 1901 e.V.');
    expect(club.register_number).toBeNull();
    expect(club.child_welfare).toBeNull();
    expect(club.legal_notice_missing).toEqual(['register_number']);
    await save(SETTINGS);
  });

  it('names the club in the feeds and calendars and sends the mails under its name', async () => {
    await save(SETTINGS);
    const feed = await as(t).get('/feed/blog.xml');
    expect(feed.body).toContain(`<title>${SETTINGS.name} – Blog</title>`);
    const calendar = await as(t).get('/calendar/club.ics');
    expect(calendar.body).toContain('X-WR-CALNAME:TV Beispielstadt – Trainingszeiten');
    expect(calendar.body).toContain(`PRODID:-//${SETTINGS.name}//Vereinsheim Kalender//DE`);
    expect(calendar.headers['content-disposition']).toContain('tv-beispielstadt-');

    // A contact message goes to the club's office address, not to OFFICE_EMAIL.
    const before = smtp.mails.length;
    const sent = await as(t).post('/public/emailRequest', {
      name: 'Erika Mustermann',
      email: 'erika@example.de',
      subject: 'Frage zum Kinderturnen',
      message: 'Darf meine Tochter einmal mitmachen?',
    });
    expect(sent.statusCode).toBeLessThan(300);
    const office = await smtp.next(SETTINGS.office_email, before);
    expect(headerOf(office, 'From')).toBe(
      'TV Beispielstadt – Geschäftsstelle <noreply@verein.example.org>',
    );

    // An invitation mail: the sender's name, the club's name in subject and signature.
    const created = await admin.post('/api/users', {
      firstname: 'Nina',
      lastname: 'Neu',
      email: 'nina@example.org',
      roles: ['course'],
    });
    expect(created.statusCode).toBe(201);
    const invite = await smtp.next('nina@example.org', before);
    expect(headerOf(invite, 'Subject')).toBe(`Dein Zugang zum ${SETTINGS.name}`);
    expect(invite.text).toContain(`Dein ${SETTINGS.name}`);
    expect(invite.text).not.toMatch(/Musterstadt/);
  });
});

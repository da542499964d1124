import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext } from '@playwright/test';
import { USERS, apiLogin, bearer, dataOf, loginInBrowser, type Session } from '@/support/api';
import { expectNoAxeViolations } from '@/support/axe';
import { mailedToken } from '@/support/mail';
import { goOffline, goOnline, waitForServiceWorkerControl } from '@/support/network';
import { test } from '@/support/test';

/**
 * The organiser's side of registrations (issue 37): open a workshop and the fun run for
 * registration, see who registered (through the public form's API, confirmed by the mailed link),
 * check people in (offline at the venue too: the outbox sends it with If-Match once back online),
 * the CSV, and the run's late registration with its start number. Each test makes its own
 * workshop or fun run, so the demo's offers stay as they are.
 */

interface Offer {
  _id: string | null;
  kind: 'workshop' | 'funrun';
  target: string;
  version: number;
}

interface Registration {
  _id: string;
  name: string;
  status: string;
  checked_in: boolean;
  bib: number | null;
  version: number;
}

const berlin = (options: Intl.DateTimeFormatOptions, locale = 'de-DE') =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Berlin', ...options }).format();
const berlinToday = () => berlin({}, 'en-CA');
const berlinClock = () => berlin({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const inDays = (days: number) => {
  const date = new Date(`${berlinToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A published workshop of its own with one session in two months (not a venue: no overlap). */
async function comingWorkshop(request: APIRequestContext, admin: Session) {
  const headers = bearer(admin);
  const stamp = randomUUID().slice(0, 8);
  const workshop = await dataOf<{ _id: string; title: string }>(
    await request.post('/api/workshops', {
      headers,
      data: {
        title: `Anmeldeworkshop ${stamp}`,
        info: 'Samstag, 10–12 Uhr',
        description: '<p>Ein Workshop zum Anmelden.</p>',
        members: 10,
      },
    }),
  );
  await dataOf(
    await request.post('/api/times', {
      headers,
      data: {
        workshop: workshop._id,
        date: inDays(60),
        start: '10:00',
        end: '12:00',
        location: `Stadtpark ${stamp}`,
      },
    }),
  );
  await dataOf(await request.post(`/api/workshop/publish/${workshop._id}`, { headers }));
  return { workshop, stamp };
}

/**
 * A fun run in ten days whose bib pick-up is today (the late-registration hours are open now; a
 * pick-up lies in the 14 days before the run); deleted by the caller.
 */
async function comingFunrun(request: APIRequestContext, admin: Session) {
  const date = inDays(10);
  const year = Number(date.slice(0, 4));
  return dataOf<{ _id: string; year: number }>(
    await request.post('/api/funruns', {
      headers: bearer(admin),
      data: {
        year,
        date,
        start_time: '09:30',
        registration_until: date,
        bib_pickups: [{ date: berlinToday(), from: '00:00', to: '23:59' }],
        late_closes_minutes: 15,
        late_fee: 2,
        tracks: [
          {
            name_de: '5 km Lauf',
            name_en: '5 km run',
            distance_m: 5000,
            start_time: '09:30',
            fee: 8,
            medal: true,
          },
          {
            name_de: '10 km Lauf',
            name_en: '10 km run',
            distance_m: 10000,
            start_time: '10:30',
            fee: 10,
            medal: true,
          },
        ],
      },
    }),
  );
}

/** Opens (or changes) a target's registration through the API, with its current version. */
async function openOffer(
  request: APIRequestContext,
  admin: Session,
  kind: 'workshop' | 'funrun',
  target: string,
  settings: Record<string, unknown> = {},
): Promise<Offer> {
  const headers = bearer(admin);
  const current = await dataOf<Offer>(
    await request.get(`/api/registration-offer?kind=${kind}&target=${target}`, { headers }),
  );
  return dataOf<Offer>(
    await request.put('/api/registration-offer', {
      headers: { ...headers, 'If-Match': `"${current.version}"` },
      data: {
        kind,
        target,
        open: true,
        places: null,
        deadline: null,
        fee_cents: 0,
        fields: [],
        organiser_email: null,
        notice: 'never',
        ...settings,
      },
    }),
  );
}

/** A visitor registers through the public API and confirms through the link of the mail. */
async function registerAndConfirm(
  request: APIRequestContext,
  offer: string,
  person: { name: string; birth_year?: number; track?: number; team?: string },
) {
  const email = `anmeldung-${randomUUID().slice(0, 8)}@example.de`;
  const answer = await request.post('/public/registrations', {
    data: { offer, email, privacy_consent: true, ...person },
  });
  expect(answer.status(), await answer.text()).toBe(202);
  let token: string | null = null;
  await expect
    .poll(async () => (token = await mailedToken(email, 'anmeldung/bestaetigen')))
    .not.toBeNull();
  const confirmed = await request.post('/public/registrations/confirm', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return email;
}

const registrationsOf = async (
  request: APIRequestContext,
  admin: Session,
  kind: string,
  target: string,
) =>
  dataOf<Registration[]>(
    await request.get(`/api/registrations?kind=${kind}&target=${target}`, {
      headers: bearer(admin),
    }),
  );

test('an admin opens a workshop for registration in the list, sees who registered, checks one in and downloads the CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, USERS.admin);
  const { workshop, stamp } = await comingWorkshop(request, admin);

  await loginInBrowser(page, USERS.admin);
  await page.goto('/de/account/anmeldungen');
  const card = page.getByTestId('registration-target').filter({ hasText: workshop.title });
  await expect(card).toContainText('Nicht eingerichtet');
  await card.getByRole('link', { name: `Anmeldungen öffnen: ${workshop.title}` }).click();
  await expect(page).toHaveURL(`/de/account/anmeldungen/workshop/${workshop._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(workshop.title);

  // The settings: open, two places, a fee; saved with If-Match "0" (creates it).
  const form = page.getByTestId('offer-form');
  await form.getByRole('switch', { name: 'Anmeldung offen' }).check();
  await form.getByRole('spinbutton', { name: 'Plätze' }).fill('2');
  await form.getByRole('textbox', { name: 'Gebühr in Euro' }).fill('12,50');
  await form.getByRole('checkbox', { name: 'Jahrgang' }).check();
  await form.getByRole('radio', { name: 'Nie' }).check();
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByTestId('flash-message')).toContainText(
    'Die Anmeldung wurde eingerichtet.',
  );
  await expect(page.getByTestId('offer-state')).toHaveText('Anmeldung offen');
  const offer = await dataOf<Offer>(
    await request.get(`/api/registration-offer?kind=workshop&target=${workshop._id}`, {
      headers: bearer(admin),
    }),
  );
  expect(offer).toMatchObject({ open: true, places: 2, fee_cents: 1250, version: 1 });

  // Three register: two hold the places, the third waits.
  for (const name of ['Anna', 'Ben', 'Cem']) {
    await registerAndConfirm(request, offer._id!, { name: `${name} ${stamp}`, birth_year: 1990 });
  }
  await page.reload();
  const rows = page.getByTestId('registration');
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('count-confirmed')).toContainText('2 / 2');
  await expect(page.getByTestId('count-waiting')).toContainText('1');
  await expect(rows.filter({ hasText: `Cem ${stamp}` })).toContainText('Warteliste 1');
  const anna = rows.filter({ hasText: `Anna ${stamp}` });
  await expect(anna).toContainText('Jahrgang 1990');
  await expect(anna).toContainText('Angemeldet');

  await anna.getByRole('switch', { name: `Anna ${stamp} ist da` }).click();
  await expect(anna.getByRole('switch', { name: `Anna ${stamp} ist da` })).toBeChecked();
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-count', '0');
  await expect
    .poll(async () =>
      (await registrationsOf(request, admin, 'workshop', workshop._id)).find(
        (r) => r.name === `Anna ${stamp}`,
      ),
    )
    .toMatchObject({ checked_in: true });

  // The CSV: fetched with the token, saved by the browser.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('anmeldungen-workshop.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  for (const name of ['Anna', 'Ben', 'Cem']) expect(csv).toContain(`${name} ${stamp}`);
});

test('the race office checks a runner in offline at the venue, sees it synced once back online, and enters a late runner with a start number', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // The late-registration window of the test's pick-up ends at 23:59 Berlin time.
  test.skip(berlinClock() >= '23:50', 'runs before 23:50 Berlin time (a bib pick-up today)');
  const admin = await apiLogin(request, USERS.admin);
  const run = await comingFunrun(request, admin);
  try {
    const offer = await openOffer(request, admin, 'funrun', run._id, { places: 100 });
    const stamp = randomUUID().slice(0, 8);
    const name = `Lena ${stamp}`;
    await registerAndConfirm(request, offer._id!, { name, birth_year: 1988, track: 1 });

    // One online visit: the list on the device, the shell in the service worker's cache.
    await loginInBrowser(page, USERS.admin);
    await page.goto(`/de/account/anmeldungen/funrun/${run._id}`);
    await waitForServiceWorkerControl(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Volkslauf ${run.year}`);
    const row = page.getByTestId('registration').filter({ hasText: name });
    await expect(row).toContainText('Startnummer 2001');
    await expect(row).toContainText('10 km Lauf');
    const toggle = row.getByRole('switch', { name: `${name} ist da` });
    await expect(toggle).not.toBeChecked();

    await goOffline(context);
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(row.getByTestId('registration-unsynced')).toHaveText('Nicht synchronisiert');
    await expect(page.getByTestId('tools-offline')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nachmelden' })).toBeDisabled();

    // A reload without a connection: the shell from the service worker, the list from the device.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(row.getByRole('switch', { name: `${name} ist da` })).toBeChecked();
    await expect(row.getByTestId('registration-unsynced')).toBeVisible();
    expect(
      (await registrationsOf(request, admin, 'funrun', run._id)).find((r) => r.name === name),
    ).toMatchObject({ checked_in: false });

    await goOnline(context);
    await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-count', '0');
    await expect(row.getByTestId('registration-unsynced')).toHaveCount(0);
    await expect
      .poll(async () =>
        (await registrationsOf(request, admin, 'funrun', run._id)).find((r) => r.name === name),
      )
      .toMatchObject({ checked_in: true });

    // A late runner on the same track: confirmed at once with the next start number.
    await page.getByRole('button', { name: 'Nachmelden' }).click();
    const dialog = page.getByTestId('late-dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`Tom ${stamp}`);
    await dialog
      .getByRole('combobox', { name: 'Strecke' })
      .selectOption({ label: '10 km Lauf (10:30)' });
    await dialog.getByRole('spinbutton', { name: 'Jahrgang' }).fill('1979');
    await dialog.getByRole('button', { name: 'Nachmelden' }).click();
    await expect(dialog.getByTestId('late-bib')).toHaveText('Startnummer 2002');
    await expect(dialog).toContainText('Zu zahlen: 12 €');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    const late = page.getByTestId('registration').filter({ hasText: `Tom ${stamp}` });
    await expect(late).toContainText('Nachmeldung');
    await expect(late).toContainText('Startnummer 2002');
  } finally {
    await request.delete(`/api/funruns/${run._id}`, { headers: bearer(admin) });
  }
});

test('the registrations pages have no axe violations at 390 and 1280 px, light and dark', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, USERS.admin);
  const { workshop, stamp } = await comingWorkshop(request, admin);
  const offer = await openOffer(request, admin, 'workshop', workshop._id, {
    places: 1,
    fee_cents: 1500,
    fee_note: 'Bar vor Ort',
    fields: ['birth_year', 'team'],
  });
  await registerAndConfirm(request, offer._id!, {
    name: `Anna ${stamp}`,
    birth_year: 1990,
    team: 'LG Musterstadt',
  });
  await registerAndConfirm(request, offer._id!, {
    name: `Ben ${stamp}`,
    birth_year: 1985,
    team: 'TuS',
  });
  await expectNoAxeViolations(browser, baseURL, '/de/account/anmeldungen', 'registration-target', {
    login: USERS.admin,
    also: [
      { path: `/de/account/anmeldungen/workshop/${workshop._id}`, ready: 'registration' },
      { path: `/en/account/anmeldungen/workshop/${workshop._id}`, ready: 'registration' },
    ],
  });
});

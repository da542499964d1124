import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { USERS, apiLogin, bearer, dataOf, getAs, type Session } from '@/support/api';
import { THEMES, WIDTHS, axeFor, switchTheme } from '@/support/axe';
import { mailedToken } from '@/support/mail';
import { gotoReady } from '@/support/network';
import { test } from '@/support/test';

/**
 * Issue 37, the visitor's side of registrations: a demo workshop and a coming fun run opened for
 * registration through the staff API, then registered for from their pages, with and without
 * JavaScript, confirmed through the mailed link (double opt-in), cancelled or deleted through the
 * manage link. The fun run is made here for a year no other spec uses and deleted afterwards.
 */

test.use({ serviceWorkers: 'block' });

const WORKSHOP = 'Selbstbehauptung für Mädchen';
const RUN_YEAR = new Date().getFullYear() + 2;

interface Offer {
  _id: string | null;
  version: number;
}
interface Funrun {
  _id: string;
  year: number;
  [key: string]: unknown;
}
interface PublicWorkshop {
  _id: string;
  title: string;
}

/** Opens (or re-opens) the registration of a target as the admin; answers the public offer id. */
async function openOffer(
  request: APIRequestContext,
  admin: Session,
  kind: 'workshop' | 'funrun',
  target: string,
  body: Record<string, unknown>,
): Promise<string> {
  const current = await getAs<Offer>(
    request,
    admin,
    `/api/registration-offer?kind=${kind}&target=${target}`,
  );
  const saved = await dataOf<Offer>(
    await request.put('/api/registration-offer', {
      headers: { ...bearer(admin), 'If-Match': `"${current.version}"` },
      data: {
        kind,
        target,
        open: true,
        deadline: null,
        fee_note: '',
        organiser_email: null,
        notice: 'never',
        ...body,
      },
    }),
  );
  return saved._id!;
}

/** The demo workshop for girls, open with a fee, the year of birth and the T-shirt asked. */
async function workshopOffer(request: APIRequestContext) {
  const admin = await apiLogin(request, USERS.admin);
  const workshops = await dataOf<PublicWorkshop[]>(await request.get('/public/workshops'));
  const workshop = workshops.find((w) => w.title === WORKSHOP)!;
  const id = await openOffer(request, admin, 'workshop', workshop._id, {
    places: 14,
    fee_cents: 1500,
    fee_note: 'Bitte bar am ersten Termin zahlen.',
    fields: ['birth_year', 'tshirt'],
  });
  return { id, workshop };
}

/** A fun run of RUN_YEAR (a copy of the demo's tracks and venue), open for registration. */
async function funrunOffer(request: APIRequestContext) {
  const admin = await apiLogin(request, USERS.admin);
  const runs = await getAs<Funrun[]>(request, admin, '/api/funruns');
  let run = runs.find((r) => r.year === RUN_YEAR);
  if (!run) {
    const demo = runs.sort((a, b) => b.year - a.year)[0]!;
    const keys = ['start_time', 'location_id', 'late_closes_minutes', 'late_fee', 'tracks'];
    run = await dataOf<Funrun>(
      await request.post('/api/funruns', {
        headers: bearer(admin),
        data: {
          ...Object.fromEntries(keys.map((key) => [key, demo[key]])),
          year: RUN_YEAR,
          date: `${RUN_YEAR}-06-27`,
          registration_until: `${RUN_YEAR}-06-21`,
          bib_pickups: [{ date: `${RUN_YEAR}-06-26`, from: '14:00', to: '17:00' }],
        },
      }),
    );
  }
  const id = await openOffer(request, admin, 'funrun', run._id, {
    places: 100,
    fee_cents: 0,
    fields: ['birth_year', 'team'],
  });
  return { id, run, admin };
}

/** The newest link token of a page (bestaetigen, verwalten) in the mails to `email`. */
async function tokenFor(email: string, page: string): Promise<string> {
  let token: string | null = null;
  await expect
    .poll(async () => (token = await mailedToken(email, page)), { timeout: 15_000 })
    .not.toBeNull();
  return token!;
}

/** Name, e-mail, year of birth and privacy consent of the open registration form. */
async function fillPerson(page: Page, name: string, email: string, birthYear: string) {
  const form = page.getByTestId('registration-form');
  await form.getByRole('textbox', { name: /^Name/ }).first().fill(name);
  await form.getByRole('textbox', { name: /E-Mail/ }).fill(email);
  await form.getByRole('textbox', { name: /Geburtsjahr/ }).fill(birthYear);
  await form.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
}

test.describe('registration', () => {
  test.afterAll(async ({ request }) => {
    // The other specs of this worker's server expect the demo's run as the current one.
    const admin = await apiLogin(request, USERS.admin);
    const runs = await getAs<Funrun[]>(request, admin, '/api/funruns');
    const mine = runs.find((r) => r.year === RUN_YEAR);
    if (mine) await request.delete(`/api/funruns/${mine._id}`, { headers: bearer(admin) });
  });

  test('a girl registers for a workshop from its section with a parent, confirms by the mailed link, then cancels', async ({
    page,
    request,
  }) => {
    const { id } = await workshopOffer(request);
    const stamp = Date.now();
    const email = `lina-${stamp}@example.org`;
    await gotoReady(page, '/de/workshop');
    await page.getByRole('link', { name: `Anmelden: ${WORKSHOP}` }).click();
    await expect(page).toHaveURL(new RegExp(`/de/anmeldung/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Anmeldung: ${WORKSHOP}`);
    await expect(page.getByTestId('registration-fee')).toContainText('15 €');
    await expect(page.getByTestId('registration-places')).toContainText('Plätzen frei');
    // With the app the parent's fields come with an age under 16 only.
    await expect(page.getByTestId('registration-guardian')).toHaveCount(0);
    await fillPerson(page, 'Lina Klein', email, String(new Date().getFullYear() - 11));
    const form = page.getByTestId('registration-form');
    await expect(page.getByTestId('registration-guardian')).toBeVisible();
    await form.getByRole('combobox', { name: /T-Shirt-Größe/ }).selectOption('140');
    await form.getByTestId('registration-submit').click();
    await expect(form.getByText('Unter 16 Jahren muss ein Elternteil zustimmen.')).toBeVisible();
    await form.getByRole('textbox', { name: /Name eines Elternteils/ }).fill('Claudia Klein');
    await form.getByRole('checkbox', { name: /Ich bin Elternteil/ }).check();
    await form.getByTestId('registration-submit').click();
    await expect(page.getByTestId('registration-sent')).toContainText('bestätige deine Anmeldung');
    await expect(page.getByTestId('registration-sent')).toHaveCount(1);
    await expect(page.getByTestId('registration-form')).toHaveCount(0);

    // The link of the mail opens a page that confirms only when its button is pressed.
    await gotoReady(
      page,
      `/de/anmeldung/bestaetigen?token=${await tokenFor(email, 'bestaetigen')}`,
    );
    await expect(page.getByTestId('registration-confirmed')).toHaveCount(0);
    await page.getByTestId('registration-confirm').click();
    await expect(page.getByTestId('registration-confirmed')).toContainText('Du bist angemeldet');
    await expect(page.getByTestId('registration-confirmed')).toContainText('Gebühr: 15 €');
    await expect(page.getByTestId('registration-status')).toHaveText('Angemeldet');

    await gotoReady(page, `/de/anmeldung/verwalten?token=${await tokenFor(email, 'verwalten')}`);
    await expect(page.getByTestId('registration-status')).toHaveText('Angemeldet');
    await page.getByTestId('registration-cancel').click();
    await page.getByTestId('registration-dialog-confirm').click();
    await expect(page.getByTestId('registration-outcome')).toContainText('abgesagt');
    await expect(page.getByTestId('registration-status')).toHaveText('Abgesagt');
    await expect(page.getByTestId('registration-cancel')).toHaveCount(0);

    // A made-up link shows the error and no buttons.
    await gotoReady(page, `/de/anmeldung/verwalten?token=${'x'.repeat(43)}`);
    await expect(page.getByTestId('registration-manage-load-error')).toBeVisible();
    await expect(page.getByTestId('registration-erase')).toHaveCount(0);
  });

  test('a runner registers online from the fun-run page, chooses a track and gets a start number', async ({
    page,
    request,
  }) => {
    const { id } = await funrunOffer(request);
    const email = `rita-${Date.now()}@example.org`;
    await gotoReady(page, '/de/volkslauf');
    await page.getByRole('link', { name: `Online anmelden: Volkslauf ${RUN_YEAR}` }).click();
    await expect(page).toHaveURL(new RegExp(`/de/anmeldung/${id}$`));
    await expect(page.getByTestId('registration-late')).toContainText('Nachmeldung vor Ort');
    const tracks = page.getByTestId('registration-tracks');
    await expect(tracks).toContainText('noch 100 Plätze frei');
    const form = page.getByTestId('registration-form');
    await form.getByTestId('registration-submit').click();
    await expect(form.getByText('Bitte wähle eine Strecke.')).toBeVisible();
    await tracks.getByRole('radio').first().check();
    await fillPerson(page, 'Rita Renner', email, '1980');
    await form.getByRole('textbox', { name: /Verein/ }).fill('LG Musterstadt');
    await form.getByTestId('registration-submit').click();
    await expect(page.getByTestId('registration-sent')).toBeVisible();

    await gotoReady(
      page,
      `/de/anmeldung/bestaetigen?token=${await tokenFor(email, 'bestaetigen')}`,
    );
    await page.getByTestId('registration-confirm').click();
    await expect(page.getByTestId('registration-confirmed')).toContainText(
      'Deine Startnummer: 1001',
    );
    await expect(page.getByTestId('registration-bib')).toHaveText('1001');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('registers for the workshop, confirms and deletes through the pages alone', async ({
      page,
      request,
    }) => {
      const { id } = await workshopOffer(request);
      const email = `ohne-js-${Date.now()}@example.org`;
      await page.goto(`/de/anmeldung/${id}`);
      // The parent's fields are always there, saying they are for under 16 only.
      await expect(page.getByTestId('registration-guardian-note')).toContainText('Nur unter 16');
      // Sent empty: the page again, with the server's messages at the fields.
      await page.getByTestId('registration-submit').click();
      await expect(page.getByText('Bitte stimme der Datenschutzerklärung zu.')).toBeVisible();
      await fillPerson(page, 'Otto Ohne', email, String(new Date().getFullYear() - 10));
      await page.getByRole('combobox', { name: /T-Shirt-Größe/ }).selectOption('128');
      await page.getByTestId('registration-submit').click();
      // Under 16 without a parent: refused, what was typed is still there.
      await expect(page.getByText('Unter 16 Jahren muss ein Elternteil zustimmen.')).toBeVisible();
      const form = page.getByTestId('registration-form');
      await expect(form.getByRole('textbox', { name: /E-Mail/ })).toHaveValue(email);
      await expect(form.getByRole('combobox', { name: /T-Shirt-Größe/ })).toHaveValue('128');
      await form.getByRole('textbox', { name: /Name eines Elternteils/ }).fill('Olga Ohne');
      await form.getByRole('checkbox', { name: /Ich bin Elternteil/ }).check();
      await form.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
      await form.getByTestId('registration-submit').click();
      await expect(page).toHaveURL(/anmeldung=gesendet/);

      await page.goto(`/de/anmeldung/bestaetigen?token=${await tokenFor(email, 'bestaetigen')}`);
      await page.getByTestId('registration-confirm').click();
      await expect(page).toHaveURL(/bestaetigt=angemeldet/);
      const manage = await tokenFor(email, 'verwalten');
      const view = await dataOf<{ status: string; name: string }>(
        await request.post('/public/registrations/view', { data: { token: manage } }),
      );
      expect(view).toMatchObject({ status: 'confirmed', name: 'Otto Ohne' });

      await page.goto(`/de/anmeldung/verwalten?token=${manage}`);
      await page.getByTestId('registration-erase').click();
      await expect(page).toHaveURL(/ergebnis=geloescht/);
      // The link is spent: the registration and its data are gone.
      const gone = await request.post('/public/registrations/view', { data: { token: manage } });
      expect(gone.ok()).toBe(false);
    });

    test('registers for the fun run with a track through the page alone', async ({
      page,
      request,
    }) => {
      const { id } = await funrunOffer(request);
      const email = `lauf-ohne-js-${Date.now()}@example.org`;
      await page.goto('/de/volkslauf');
      await page.getByRole('link', { name: `Online anmelden: Volkslauf ${RUN_YEAR}` }).click();
      await expect(page).toHaveURL(new RegExp(`/de/anmeldung/${id}$`));
      await page.getByTestId('registration-tracks').getByRole('radio').nth(1).check();
      await fillPerson(page, 'Paul Ohne', email, '1975');
      await page.getByTestId('registration-submit').click();
      await expect(page).toHaveURL(/anmeldung=gesendet/);
      await page.goto(`/de/anmeldung/bestaetigen?token=${await tokenFor(email, 'bestaetigen')}`);
      await page.getByTestId('registration-confirm').click();
      await expect(page).toHaveURL(/bestaetigt=angemeldet/);
      const view = await dataOf<{ status: string; bib: number; track_de: string }>(
        await request.post('/public/registrations/view', {
          data: { token: await tokenFor(email, 'verwalten') },
        }),
      );
      expect(view).toMatchObject({ status: 'confirmed', bib: 2001 });
    });

    // The server renders each page with the note its form's redirect names (PAGE_QUERIES).
    test('each page shows its note after its form was posted', async ({ page, request }) => {
      const { id } = await workshopOffer(request);
      await page.goto(`/de/anmeldung/${id}?anmeldung=gesendet`);
      await expect(page.getByTestId('registration-sent')).toBeVisible();
      await page.goto('/de/anmeldung/bestaetigen?bestaetigt=warteliste');
      await expect(page.getByTestId('registration-confirmed')).toContainText('Warteliste');
      await page.goto('/de/anmeldung/verwalten?ergebnis=abgesagt');
      await expect(page.getByTestId('registration-outcome')).toContainText('abgesagt');
    });
  });

  test('the registration pages have no axe violations at 390 and 1280 px, light and dark, de and en', async ({
    page,
    request,
  }) => {
    test.slow();
    const workshop = await workshopOffer(request);
    const funrun = await funrunOffer(request);
    const email = `axe-${Date.now()}@example.org`;
    await gotoReady(page, `/de/anmeldung/${workshop.id}`);
    await fillPerson(page, 'Alex Axe', email, '1990');
    await page.getByRole('combobox', { name: /T-Shirt-Größe/ }).selectOption('M');
    await page.getByTestId('registration-submit').click();
    await expect(page.getByTestId('registration-sent')).toBeVisible();
    await gotoReady(
      page,
      `/de/anmeldung/bestaetigen?token=${await tokenFor(email, 'bestaetigen')}`,
    );
    await page.getByTestId('registration-confirm').click();
    await expect(page.getByTestId('registration-confirmed')).toBeVisible();
    const manage = await tokenFor(email, 'verwalten');
    for (const lang of ['de', 'en'] as const) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of [
          `/${lang}/anmeldung/${workshop.id}`,
          `/${lang}/anmeldung/${funrun.id}`,
          `/${lang}/anmeldung/bestaetigen?token=${'x'.repeat(43)}`,
          `/${lang}/anmeldung/verwalten?token=${manage}`,
        ]) {
          await gotoReady(page, path);
          if (path.includes('verwalten'))
            await expect(page.getByTestId('registration-status')).toBeVisible();
          else if (!path.includes('bestaetigen')) {
            // With every field's message shown.
            await page.getByTestId('registration-submit').click();
            await expect(
              page.getByText(/Please agree to the privacy policy|Bitte stimme der Datenschutz/),
            ).toBeVisible();
          }
          for (const theme of THEMES) {
            await switchTheme(page, theme);
            const { violations } = await axeFor(page, theme).analyze();
            expect(
              violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
              `${path} ${width} ${theme}`,
            ).toEqual([]);
          }
        }
      }
    }
  });
});

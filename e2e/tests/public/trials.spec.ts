import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { USERS, apiLogin, bearer, dataOf } from '@/support/api';
import { THEMES, WIDTHS, axeFor, switchTheme } from '@/support/axe';
import { mailedToken, mailsContaining } from '@/support/mail';
import { gotoReady } from '@/support/network';
import { courseAtNewVenue } from '@/support/schedule';
import { test } from '@/support/test';

/**
 * Issue 25, the visitor's side of trial trainings: booked from the department page, confirmed
 * through the mailed link (double opt-in), a waiting list that moves up when a place is given
 * back through the mail's link, the same forms without JavaScript. Each test makes its own
 * course (one trial place per training), so the demo's stay as they are.
 */

test.use({ serviceWorkers: 'block' });

/** A published course at a new venue with a Monday slot and one trial place per training. */
async function trialCourse(request: APIRequestContext) {
  const admin = await apiLogin(request, USERS.admin);
  const made = await courseAtNewVenue(request, admin, {
    title: 'Probetraining',
    ages: [6, 99],
    slot: { day: 'Montag', start: '17:00', end: '18:30' },
  });
  await dataOf(
    await request.put('/api/trials/places', {
      headers: bearer(admin),
      data: { _id: made.course._id, trial_places: 1 },
    }),
  );
  return made;
}

/** Fills the booking form of the page and sends it (the first training offered). */
async function book(page: Page, name: string, email: string, age = '34') {
  const form = page.getByTestId('trial-form');
  await form.getByRole('radio').first().check();
  await form.getByRole('textbox', { name: /^Name/ }).first().fill(name);
  await form.getByRole('textbox', { name: /E-Mail/ }).fill(email);
  await form.getByRole('textbox', { name: /Alter/ }).fill(age);
  await form.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await form.getByTestId('trial-submit').click();
}

/** The newest link token of a page (bestaetigen, verwalten) in the mails to `email`. */
async function tokenFor(email: string, page: string): Promise<string> {
  let token: string | null = null;
  await expect
    .poll(async () => (token = await mailedToken(email, page)), { timeout: 15_000 })
    .not.toBeNull();
  return token!;
}

test.describe('trial training', () => {
  test('the booking and the contact form go as plain forms when the app never arrives', async ({
    page,
    request,
  }) => {
    const { course, stamp } = await trialCourse(request);
    const email = `frueh-${stamp}@example.org`;
    await page.addInitScript(() => window.localStorage.setItem('vh.cookies', 'accepted'));
    // The app's scripts never arrive; the page's own inline scripts run (the early controls).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`/de/probetraining/${course._id}`);
    await book(page, 'Erika Früh', email);
    // Kept for the app first (the progress bar), then sent by the browser itself.
    await expect(page.locator('html[data-starting]')).toHaveCount(1);
    await expect(page).toHaveURL(
      new RegExp(`/de/probetraining/${course._id}\\?anmeldung=gesendet$`),
      { timeout: 15_000 },
    );
    await expect(page.getByTestId('trial-sent')).toContainText('bestätige deine Anmeldung');
    await expect(page.locator('html[data-starting]')).toHaveCount(0);
    expect(await tokenFor(email, 'bestaetigen')).toBeTruthy();

    await page.goto('/de/');
    await page.getByTestId('contact-name').fill('Erika Früh');
    await page.getByTestId('contact-email').fill(email);
    await page.getByTestId('contact-subject').fill('Probetraining');
    await page.getByTestId('contact-message').fill('Darf meine Tochter einmal mitturnen?');
    await page.getByTestId('contact-submit').click();
    await expect(page.locator('html[data-starting]')).toHaveCount(1);
    await expect(page).toHaveURL(/\/de\/\?kontakt=gesendet#contact$/, { timeout: 15_000 });
    await expect(page.getByTestId('contact-sent')).toContainText('Danke für deine Nachricht!');
    expect(await page.locator('html[data-ready]').count()).toBe(0);
  });

  test('the last place is booked, the second visitor waits, the first cancels by mail link, the second moves up', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const { course, department, stamp } = await trialCourse(request);
    const first = `erste-${stamp}@example.org`;
    const second = `zweite-${stamp}@example.org`;

    // The first visitor finds the booking on the department page.
    await gotoReady(page, `/de/abteilung/${encodeURIComponent(department.name)}`);
    await page.getByRole('link', { name: `Probetraining buchen: ${course.title}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Probetraining: ${course.title}`,
    );
    await expect(page.getByTestId('trial-trainings')).toContainText('Noch 1 von 1');
    await book(page, 'Erika Erste', first);
    await expect(page.getByTestId('trial-sent')).toContainText('bestätige deine Anmeldung');
    // Booked but not confirmed: the place is still free.
    await gotoReady(page, `/de/probetraining/${course._id}`);
    await expect(page.getByTestId('trial-trainings')).toContainText('Noch 1 von 1');

    await gotoReady(
      page,
      `/de/probetraining/bestaetigen?token=${await tokenFor(first, 'bestaetigen')}`,
    );
    await page.getByTestId('trial-confirm').click();
    await expect(page.getByTestId('trial-confirmed')).toContainText(
      'Dein Probetraining ist gebucht',
    );
    await expect(page.getByTestId('trial-status')).toHaveText('Gebucht');

    // The second visitor sees the training full and gets the waiting list.
    const other = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const visitor = await other.newPage();
    await gotoReady(visitor, `/de/probetraining/${course._id}`);
    await expect(visitor.getByTestId('trial-trainings')).toContainText('Ausgebucht: Warteliste');
    await book(visitor, 'Zora Zweite', second);
    await expect(visitor.getByTestId('trial-sent')).toBeVisible();
    await gotoReady(
      visitor,
      `/de/probetraining/bestaetigen?token=${await tokenFor(second, 'bestaetigen')}`,
    );
    await visitor.getByTestId('trial-confirm').click();
    await expect(visitor.getByTestId('trial-confirmed')).toContainText('Platz 1 der Warteliste');

    // The first cancels through the link of their confirmation mail.
    await gotoReady(
      page,
      `/de/probetraining/verwalten?token=${await tokenFor(first, 'verwalten')}`,
    );
    await expect(page.getByTestId('trial-status')).toHaveText('Gebucht');
    await page.getByTestId('trial-cancel').click();
    await page.getByTestId('trial-dialog-confirm').click();
    await expect(page.getByTestId('trial-outcome')).toContainText('Deine Anmeldung ist abgesagt');
    await expect(page.getByTestId('trial-status')).toHaveText('Abgesagt');
    await expect(page.getByTestId('trial-cancel')).toHaveCount(0);

    // The second is moved up and told so by mail; their link shows the place.
    await expect
      .poll(async () => (await mailsContaining(second)).join('\n'), { timeout: 15_000 })
      .toContain('ein Platz ist frei geworden');
    await gotoReady(
      visitor,
      `/de/probetraining/verwalten?token=${await tokenFor(second, 'verwalten')}`,
    );
    await expect(visitor.getByTestId('trial-status')).toHaveText('Gebucht');
    await other.close();
  });

  test('a visitor under 16 needs a guardian; the form keeps what was typed', async ({
    page,
    request,
  }) => {
    const { course, stamp } = await trialCourse(request);
    await gotoReady(page, `/de/probetraining/${course._id}`);
    await book(page, 'Kim Klein', `kind-${stamp}@example.org`, '9');
    const form = page.getByTestId('trial-form');
    await expect(
      form.getByText('Unter 16 Jahren: bitte den Namen eines Elternteils'),
    ).toBeVisible();
    await expect(form.getByText('Unter 16 Jahren muss ein Elternteil zustimmen.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /E-Mail/ })).toHaveValue(
      `kind-${stamp}@example.org`,
    );
    await form.getByRole('textbox', { name: /Name eines Elternteils/ }).fill('Karl Klein');
    await form.getByRole('checkbox', { name: /Ich bin Elternteil/ }).check();
    await form.getByTestId('trial-submit').click();
    await expect(page.getByTestId('trial-sent')).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('books, confirms and deletes through the pages alone', async ({ page, request }) => {
      const { course, stamp } = await trialCourse(request);
      const email = `ohne-js-${stamp}@example.org`;
      await page.goto(`/de/probetraining/${course._id}`);
      // Sent empty: the page again, with the server's messages.
      await page.getByTestId('trial-submit').click();
      await expect(page.getByText('Bitte stimme der Datenschutzerklärung zu.')).toBeVisible();
      await book(page, 'Otto Ohne', email, '15');
      // Under 16 without a guardian: refused, what was typed is still there.
      await expect(page.getByText('Unter 16 Jahren muss ein Elternteil zustimmen.')).toBeVisible();
      const form = page.getByTestId('trial-form');
      await expect(form.getByRole('textbox', { name: /E-Mail/ })).toHaveValue(email);
      await form.getByRole('radio').first().check();
      await form.getByRole('textbox', { name: /Alter/ }).fill('42');
      await form.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
      await form.getByTestId('trial-submit').click();
      await expect(page).toHaveURL(/anmeldung=gesendet/);
      await expect(page.getByTestId('trial-sent')).toBeVisible();

      await page.goto(
        `/de/probetraining/bestaetigen?token=${await tokenFor(email, 'bestaetigen')}`,
      );
      await page.getByTestId('trial-confirm').click();
      await expect(page).toHaveURL(/bestaetigt=gebucht/);
      await expect(page.getByTestId('trial-confirmed')).toContainText('gebucht');

      const manage = `/de/probetraining/verwalten?token=${await tokenFor(email, 'verwalten')}`;
      await page.goto(manage);
      // The booking's details are in the server's page; deleting asks first.
      await expect(page.getByTestId('trial-status')).toHaveText('Gebucht');
      await page.getByTestId('trial-erase').click();
      await expect(page).toHaveURL(/schritt=loeschen$/);
      await expect(page.getByTestId('trial-step')).toContainText('Anmeldung und Daten löschen?');
      await page.getByTestId('trial-step-keep').click();
      await expect(page.getByTestId('trial-erase')).toBeVisible();
      await page.getByTestId('trial-erase').click();
      await page.getByTestId('trial-step-confirm').click();
      await expect(page).toHaveURL(/ergebnis=geloescht/);
      await expect(page.getByTestId('trial-outcome')).toContainText('Daten sind gelöscht');
      // The link again: it names no booking now, and offers nothing.
      await page.goto(manage);
      await expect(page.getByTestId('trial-invalid-link')).toBeVisible();
      await expect(page.getByTestId('trial-erase')).toHaveCount(0);
      // The link is spent: the booking and its data are gone.
      const answer = await request.post('/public/trials/view', {
        data: { token: await tokenFor(email, 'verwalten') },
      });
      expect(answer.status()).toBe(400);
    });
  });

  test('the trial pages have no axe violations at 390 and 1280 px, light and dark, de and en', async ({
    page,
    request,
  }) => {
    test.slow();
    const { course, stamp } = await trialCourse(request);
    const email = `axe-${stamp}@example.org`;
    await gotoReady(page, `/de/probetraining/${course._id}`);
    await book(page, 'Alex Axe', email);
    await expect(page.getByTestId('trial-sent')).toBeVisible();
    await gotoReady(
      page,
      `/de/probetraining/bestaetigen?token=${await tokenFor(email, 'bestaetigen')}`,
    );
    await page.getByTestId('trial-confirm').click();
    await expect(page.getByTestId('trial-confirmed')).toBeVisible();
    const manage = await tokenFor(email, 'verwalten');
    for (const lang of ['de', 'en'] as const) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of [
          `/${lang}/probetraining/${course._id}`,
          `/${lang}/probetraining/bestaetigen?token=${'x'.repeat(43)}`,
          `/${lang}/probetraining/verwalten?token=${manage}`,
        ]) {
          await gotoReady(page, path);
          if (path.includes('verwalten'))
            await expect(page.getByTestId('trial-status')).toBeVisible();
          else if (path.includes(course._id)) {
            // With every field's message shown.
            await page.getByTestId('trial-submit').click();
            await expect(
              page.getByText(/Please choose a training|Bitte wähle ein Training/),
            ).toBeVisible();
          }
          for (const theme of THEMES) {
            await switchTheme(page, theme);
            const { violations } = await axeFor(page, theme).analyze();
            expect(violations, `${path} ${width} ${theme}`).toEqual([]);
          }
        }
      }
    }
  });
});

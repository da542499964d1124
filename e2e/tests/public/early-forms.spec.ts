import { holdApp } from '@/support/network';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { HomePage } from '@/pages/HomePage';
import { apiLogin, bearer, dataOf, DEMO_PASSWORD, publicCourses } from '@/support/api';
import { findMail, mailedToken } from '@/support/mail';
import { axeFor, switchTheme, THEMES, WIDTHS } from '@/support/axe';
import { test } from '@/support/test';

// A public page arrives as HTML and its app starts on the visitor's first intent (backend
// src/pages/pre-paint-script.ts). What a visitor (or a password manager) puts into a form in
// that first moment counts: the fields are filled here right after the HTML has arrived, before
// any intent event, while the app's entry script is held back.

/**
 * Puts values into fields as a paste or a password manager does: the value, then `input` and
 * `change` (with `silent`, no event at all, as some fillers and a restored page do). No focus,
 * no key, no pointer: nothing the page counts as an intent.
 */
async function fillBeforeIntent(
  page: Page,
  values: Record<string, string>,
  { silent = false } = {},
): Promise<void> {
  await page.evaluate(
    ({ values, silent }) => {
      for (const [testId, value] of Object.entries(values)) {
        const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(
          `[data-testid="${testId}"]`,
        );
        if (!field) throw new Error(`no field ${testId}`);
        field.value = value;
        if (silent) continue;
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
    },
    { values, silent },
  );
}

const notStarted = (page: Page) => expect(page.locator('html[data-ready]')).toHaveCount(0);
const ready = (page: Page) => page.locator('html[data-ready="true"]').waitFor();

type Submit = 'click' | 'Enter';

test.describe('a form filled before the app has started', () => {
  for (const how of ['click', 'Enter'] as Submit[]) {
    test(`logs in with what the fields show, sent by ${how}`, async ({ page }) => {
      const release = await holdApp(page);
      await page.goto('/de/login', { waitUntil: 'domcontentloaded' });
      await fillBeforeIntent(page, {
        'login-email': 'kurs@tus-musterstadt.de',
        'login-password': DEMO_PASSWORD,
      });
      const submit = page.getByTestId('login-submit');
      // Both fields are valid: the button is enabled while the page is still plain HTML.
      await expect(submit).toBeEnabled();
      await notStarted(page);
      if (how === 'click') await submit.click();
      else await page.getByTestId('login-password').press('Enter');
      await notStarted(page);
      release();
      await expect(page).toHaveURL(/\/de\/account(\/|$)/);
      await expect(page.getByTestId('account-drawer')).toBeVisible();
    });
  }

  test('keeps the login button disabled while a field is invalid, before and after the start', async ({
    page,
  }) => {
    const release = await holdApp(page);
    await page.goto('/de/login', { waitUntil: 'domcontentloaded' });
    const submit = page.getByTestId('login-submit');
    await fillBeforeIntent(page, { 'login-email': 'kurs@tus-musterstadt', 'login-password': 'x' });
    await expect(submit).toBeDisabled();
    await fillBeforeIntent(page, {
      'login-email': 'kurs@tus-musterstadt.de',
      'login-password': '',
    });
    await expect(submit).toBeDisabled();
    release();
    await page.keyboard.press('Shift');
    await ready(page);
    await expect(submit).toBeDisabled();
    await expect(page.getByTestId('login-email')).toHaveValue('kurs@tus-musterstadt.de');
  });

  test('logs in with values a filler put in without any event, once the app runs', async ({
    page,
  }) => {
    const release = await holdApp(page);
    await page.goto('/de/login', { waitUntil: 'domcontentloaded' });
    await fillBeforeIntent(
      page,
      { 'login-email': 'kurs@tus-musterstadt.de', 'login-password': DEMO_PASSWORD },
      { silent: true },
    );
    release();
    await page.keyboard.press('Shift');
    await ready(page);
    const submit = page.getByTestId('login-submit');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(/\/de\/account(\/|$)/);
  });

  test('logs in when a filler changes the fields silently after the app has started', async ({
    page,
  }) => {
    await page.goto('/de/login');
    await page.keyboard.press('Shift');
    await ready(page);
    await fillBeforeIntent(
      page,
      { 'login-email': 'kurs@tus-musterstadt.de', 'login-password': DEMO_PASSWORD },
      { silent: true },
    );
    await page.getByTestId('login-password').press('Enter');
    await expect(page).toHaveURL(/\/de\/account(\/|$)/);
  });

  test('asks for a reset link, sets the new password, verifies an account', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = `frueh.${Date.now()}@example.de`;
    await createUser(request, email);

    // The verification link of the new account: the new password, typed twice.
    const verifyToken = await pollToken(email, 'verifyAccount');
    let release = await holdApp(page);
    await page.goto(`/de/verifyAccount?token=${verifyToken}`, { waitUntil: 'domcontentloaded' });
    await fillBeforeIntent(page, {
      'new-password': 'Erster-1887',
      'confirm-password': 'Erster-1887',
    });
    await expect(page.getByTestId('set-password-submit')).toBeEnabled();
    await page.getByTestId('confirm-password').press('Enter');
    release();
    await expect(page.getByTestId('set-password-success')).toBeVisible();

    // Forgot password, by click.
    await page.unrouteAll({ behavior: 'wait' });
    release = await holdApp(page);
    await page.goto('/de/forgotPassword', { waitUntil: 'domcontentloaded' });
    await fillBeforeIntent(page, { 'forgot-password-email': email });
    await page.getByTestId('forgot-password-submit').click();
    await notStarted(page);
    release();
    await expect(page.getByTestId('forgot-password-success')).toBeVisible();

    // The reset link: a mismatch keeps the button off; then by Enter.
    const resetToken = await pollToken(email, 'resetPassword', verifyToken);
    await page.unrouteAll({ behavior: 'wait' });
    release = await holdApp(page);
    await page.goto(`/de/resetPassword?token=${resetToken}`, { waitUntil: 'domcontentloaded' });
    await fillBeforeIntent(page, { 'new-password': 'Zweites-1887', 'confirm-password': 'Zweites' });
    await expect(page.getByTestId('set-password-submit')).toBeDisabled();
    await fillBeforeIntent(page, { 'confirm-password': 'Zweites-1887' });
    await expect(page.getByTestId('set-password-submit')).toBeEnabled();
    await page.getByTestId('confirm-password').press('Enter');
    release();
    await expect(page.getByTestId('set-password-success')).toBeVisible();
    const login = await request.post('/api/login', {
      data: { email, password: 'Zweites-1887' },
    });
    expect(login.status()).toBe(200);
  });

  test('sends the contact form by Enter with what the fields show', async ({ page }) => {
    const release = await holdApp(page);
    const sent = page.waitForRequest('**/public/emailRequest');
    await page.goto('/de/', { waitUntil: 'domcontentloaded' });
    await fillBeforeIntent(page, {
      'contact-name': 'Erika Mustermann',
      'contact-email': 'erika@example.de',
      'contact-phone': '0123 456789',
      'contact-message': 'Darf meine Tochter einmal mitturnen?',
    });
    await fillBeforeIntent(page, { 'contact-subject': 'Probetraining' }, { silent: true });
    await page.getByTestId('contact-subject').press('Enter');
    await notStarted(page);
    release();
    expect((await sent).postDataJSON()).toMatchObject({
      name: 'Erika Mustermann',
      email: 'erika@example.de',
      phone: '0123 456789',
      subject: 'Probetraining',
      message: 'Darf meine Tochter einmal mitturnen?',
    });
    await expect(page.getByTestId('flash-message').filter({ hasText: 'Danke' })).toBeVisible();
  });

  test('answers an empty contact form at once before the app, then with the messages in the page', async ({
    page,
  }) => {
    const release = await holdApp(page);
    let sent = false;
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && (path === '/de/' || path.endsWith('/emailRequest'))) {
        sent = true;
      }
    });
    await page.goto('/de/', { waitUntil: 'domcontentloaded' });
    // Each check of the name field (checkValidity, reportValidity) fires 'invalid' at it.
    await page.evaluate(() => {
      const name = document.querySelector<HTMLInputElement>('[data-vh-contact] [name="name"]')!;
      name.addEventListener(
        'invalid',
        () => (name.dataset.checks = `${Number(name.dataset.checks ?? 0) + 1}`),
      );
    });
    await page.getByTestId('contact-submit').click();
    // While the page is still plain HTML (early-controls/contact.ts), the first field that
    // breaks its constraints has the focus at once, and the browser's own message (the
    // bubble of reportValidity) follows a frame later.
    const focused = () =>
      page.evaluate(() => {
        const field = document.activeElement as HTMLInputElement | null;
        return { name: field?.name, missing: field?.validity?.valueMissing };
      });
    expect(await focused()).toEqual({ name: 'name', missing: true });
    await expect(page.getByTestId('contact-form').locator('[name="name"]')).toHaveAttribute(
      'data-checks',
      '2',
    );
    await notStarted(page);
    release();
    await ready(page);
    // The app presses the held button again: its own message at each of the four required
    // fields (name, e-mail, subject, message), nothing sent.
    await expect(
      page.getByTestId('contact-form').getByText('Dieses Feld wird benötigt.'),
    ).toHaveCount(4);
    expect(sent).toBe(false);
  });

  test('sends the course filter as its address by Enter, with what the fields show', async ({
    page,
    request,
  }) => {
    const yoga = (await publicCourses(request)).filter(
      (course) =>
        course.categories.includes('yoga') &&
        course.genders.includes('weiblich') &&
        course.title.toLowerCase().includes('yoga'),
    );
    expect(yoga.length).toBeGreaterThan(0);
    const release = await holdApp(page);
    await page.goto('/de/', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      const select = (testId: string, value: string) => {
        const field = document.querySelector<HTMLSelectElement>(`[data-testid="${testId}"]`)!;
        field.value = value;
        field.dispatchEvent(new Event('change', { bubbles: true }));
      };
      select('filter-category', 'yoga');
      select('filter-gender', 'weiblich');
    });
    await fillBeforeIntent(page, { 'filter-search': 'yoga' }, { silent: true });
    // A public control (data-vh-early): the form is a GET the server answers with the list.
    await page.getByTestId('filter-search').press('Enter');
    await expect(page).toHaveURL(/\/de\/\?sport=yoga&suche=yoga&geschlecht=weiblich&.*#offers$/);
    const home = new HomePage(page);
    await expect(home.cards).toHaveCount(yoga.length);
    release();
    await ready(page);
    await expect(home.cards).toHaveCount(yoga.length);
    await expect(page.getByTestId('filter-category')).toHaveValue('yoga');
    await expect(page.getByTestId('filter-gender')).toHaveValue('weiblich');
    await expect(page.getByTestId('filter-search')).toHaveValue('yoga');
  });

  test('switches the dark theme from the settings dial by keyboard', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('vh.cookies', 'accepted'));
    await page.emulateMedia({ colorScheme: 'light' });
    const release = await holdApp(page);
    await page.goto('/de/impressum', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('settings-dial').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('settings-dark').focus();
    await page.keyboard.press('Enter');
    await notStarted(page);
    release();
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('settings-dark')).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('the contact form never puts what was typed into an address', () => {
  test('with JavaScript, before and after the app has started', async ({ page }) => {
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    page.on('framenavigated', (frame) => addresses.push(frame.url()));
    const release = await holdApp(page);
    await page.goto('/de/', { waitUntil: 'domcontentloaded' });
    await fillBeforeIntent(page, {
      'contact-name': 'Heimlich Geheim',
      'contact-email': 'geheim@example.de',
      'contact-subject': 'Geheimsache',
      'contact-message': 'Vertraulich',
    });
    await page.getByTestId('contact-message').press('Enter'); // a new line in the text area
    await page.getByTestId('contact-email').press('Enter');
    release();
    await expect(page.getByTestId('flash-message').filter({ hasText: 'Danke' })).toBeVisible();
    // After the start: the same once more.
    await page.getByTestId('contact-name').fill('Heimlich Geheim');
    await page.getByTestId('contact-email').fill('geheim@example.de');
    await page.getByTestId('contact-subject').fill('Geheimsache');
    await page.getByTestId('contact-message').fill('Vertraulich');
    await page.getByTestId('contact-email').press('Enter');
    await expect(page.getByTestId('contact-name')).toHaveValue('');
    for (const address of addresses) {
      expect(address).not.toMatch(/Geheim|geheim|Vertraulich/);
    }
  });
});

/** An account made by the admin: the verification mail goes to `email`. */
async function createUser(request: APIRequestContext, email: string): Promise<void> {
  const admin = await apiLogin(request, 'admin@tus-musterstadt.de');
  await dataOf(
    await request.post('/api/users', {
      headers: bearer(admin),
      data: { firstname: 'Frieda', lastname: 'Frühstart', email, roles: ['course'] },
    }),
  );
}

/** Waits for a mailed link to `page` for `email` with a token other than `not`. */
async function pollToken(email: string, page: string, not?: string): Promise<string> {
  let token: string | null = null;
  await expect
    .poll(
      async () => {
        token = await mailedToken(email, page);
        return token !== null && token !== not;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return token!;
}

test.describe('the contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('posts: the server stores and mails the message and says so', async ({ page, request }) => {
    const token = `OHNE-JS-${Date.now()}`;
    const addresses: string[] = [];
    page.on('request', (sent) => addresses.push(sent.url()));
    page.on('framenavigated', (frame) => addresses.push(frame.url()));
    await page.goto('/de/');
    await page.getByTestId('contact-name').fill('Otto Ohnescript');
    await page.getByTestId('contact-email').fill('otto@example.de');
    await page.getByTestId('contact-phone').fill('0123 45678');
    await page.getByTestId('contact-subject').fill(`Frage ${token}`);
    await page.getByTestId('contact-message').fill(`Geht das auch ohne JavaScript? ${token}`);
    const [post] = await Promise.all([
      page.waitForRequest((sent) => sent.method() === 'POST'),
      page.getByTestId('contact-submit').click(),
    ]);
    expect(post.url()).toMatch(/\/de\/$/);
    expect(post.postData()).toContain('Otto');
    await expect(page).toHaveURL(/\/de\/\?kontakt=gesendet#contact$/);
    await expect(page.getByTestId('contact-sent')).toContainText('Danke für deine Nachricht!');
    await expect(page.getByTestId('contact-name')).toHaveValue('');
    for (const address of addresses) expect(address).not.toMatch(/Otto|otto|OHNE-JS/);

    // Stored as a message of the support inbox, and mailed to the office.
    const admin = await apiLogin(request, 'admin@tus-musterstadt.de');
    const inbox = await dataOf<{ items: { subject: string; phone: string | null }[] }>(
      await request.get('/api/support', { headers: bearer(admin) }),
    );
    const stored = inbox.items.filter((item) => item.subject === `Frage ${token}`);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.phone).toBe('0123 45678');
    await expect
      .poll(async () => (await findMail(token)) ?? '', { timeout: 20_000 })
      .toContain('otto@example.de');
  });

  test('shows the field messages in the page language and keeps what was typed', async ({
    page,
    request,
  }) => {
    await page.goto('/en/');
    await page.getByTestId('contact-name').fill('E');
    await page.getByTestId('contact-email').fill('erika@example');
    await page.getByTestId('contact-subject').fill('Trial session');
    await page.getByTestId('contact-message').fill('Too short');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByTestId('contact-submit').click();
    expect((await answer).status()).toBe(400);
    await expect(page).toHaveURL(/\/en\/#contact$/);
    await expect(page.getByTestId('contact-answer')).toContainText('check');
    const form = page.getByTestId('contact-form');
    await expect(form.getByText('At least 2 characters.')).toBeVisible();
    await expect(form.getByText('The e-mail address must be valid.')).toBeVisible();
    await expect(form.getByText('At least 10 characters.')).toBeVisible();
    await expect(page.getByTestId('contact-name')).toHaveValue('E');
    await expect(page.getByTestId('contact-email')).toHaveValue('erika@example');
    await expect(page.getByTestId('contact-subject')).toHaveValue('Trial session');
    await expect(page.getByTestId('contact-message')).toHaveValue('Too short');
    // Nothing was stored.
    const admin = await apiLogin(request, 'admin@tus-musterstadt.de');
    const inbox = await dataOf<{ items: { subject: string }[] }>(
      await request.get('/api/support', { headers: bearer(admin) }),
    );
    expect(inbox.items.some((item) => item.subject === 'Trial session')).toBe(false);
  });
});

test("the contact form's answers as pages have no axe violations at 390 and 1280 px, light and dark", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: 900 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.setItem('vh.theme', 'light'));
    // A refused post, as a browser sends the form without the app: the page with the answer.
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/en/#contact';
      for (const [name, value] of Object.entries({ name: 'E', email: 'x', message: 'kurz' })) {
        const input = document.createElement('input');
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    });
    await expect(page.getByTestId('contact-answer')).toBeVisible();
    await page.keyboard.press('Shift');
    await page.locator('html[data-ready="true"]').waitFor();
    // The app keeps the answer it was rendered with.
    await expect(page.getByTestId('contact-answer')).toContainText('Please check your input.');
    await expect(page.getByTestId('contact-name')).toHaveValue('E');
    for (const theme of THEMES) {
      await switchTheme(page, theme);
      const answer = await axeFor(page, theme).analyze();
      expect(
        answer.violations.map((v) => v.id),
        `answer at ${width}px, ${theme}`,
      ).toEqual([]);
    }

    await page.goto('/de/?kontakt=gesendet#contact');
    await expect(page.getByTestId('contact-sent')).toBeVisible();
    await page.keyboard.press('Shift');
    await page.locator('html[data-ready="true"]').waitFor();
    // The note stays; the address loses it, so a reload does not say it again.
    await expect(page).toHaveURL(/\/de\/#contact$/);
    await expect(page.getByTestId('contact-sent')).toBeVisible();
    for (const theme of ['dark', 'light'] as const) {
      await switchTheme(page, theme);
      const sent = await axeFor(page, theme).analyze();
      expect(
        sent.violations.map((v) => v.id),
        `sent at ${width}px, ${theme}`,
      ).toEqual([]);
    }
    await context.close();
  }
});

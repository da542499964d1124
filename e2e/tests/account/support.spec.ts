import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { USERS, apiLogin, bearer, dataOf, loginInBrowser, type Session } from '@/support/api';
import { axeFor, animationsDone, expectNoAxeViolations } from '@/support/axe';
import { gotoReady } from '@/support/network';
import { test } from '@/support/test';

test.use({ serviceWorkers: 'block' });

interface Message {
  _id: string;
  subject: string;
  read_at: string | null;
  done: boolean;
}

async function inbox(request: APIRequestContext, session: Session): Promise<Message[]> {
  const page = await dataOf<{ items: Message[] }>(
    await request.get('/api/support?limit=100', { headers: bearer(session) }),
  );
  return page.items;
}

/** A visitor sends the start page's contact form. */
async function sendContactForm(page: Page, subject: string): Promise<void> {
  await gotoReady(page, '/de/');
  await page.getByTestId('contact-form').scrollIntoViewIfNeeded();
  await page.getByTestId('contact-name').fill('Erika Mustermann');
  await page.getByTestId('contact-email').fill('erika@example.de');
  await page.getByTestId('contact-subject').fill(subject);
  await page.getByTestId('contact-message').fill(`Darf meine Tochter einmal mitturnen? ${subject}`);
  await page.getByTestId('contact-submit').click();
  await expect(page.getByTestId('flash-message').filter({ hasText: 'Danke' })).toBeVisible();
}

const ROUNDS = [
  { role: 'admin', width: 1280, theme: 'light' },
  { role: 'owner', width: 390, theme: 'dark' },
] as const;

for (const { role, width, theme } of ROUNDS) {
  test(`as ${role} at ${width} px (${theme}): a contact message arrives, is read, handled and deleted`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: 900 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const subject = `Probetraining ${role} ${Date.now()}`;
    await sendContactForm(page, subject);

    const session = await apiLogin(request, USERS[role]);
    await loginInBrowser(page, USERS[role]);
    await page.evaluate((mode) => localStorage.setItem('vh.theme', mode), theme);
    await page.goto('/de/account/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(page.getByTestId('support-retention')).toHaveText(
      'Nachrichten werden 180 Tage nach dem Eingang automatisch gelöscht.',
    );
    const card = page.getByTestId('support-item').filter({ hasText: subject });
    // Newest first: the message just sent leads the inbox, unread and open.
    await expect(page.getByTestId('support-item').first()).toContainText(subject);
    await expect(card.getByTestId('support-unread')).toBeVisible();
    await expect(card.getByTestId('support-open')).toBeVisible();

    // Open it (keyboard): the whole text, the reply link; the server notes it as read.
    await card.getByTestId('support-open-message').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('support-dialog');
    await expect(dialog.getByTestId('support-text')).toContainText(
      `Darf meine Tochter einmal mitturnen? ${subject}`,
    );
    await expect(dialog.getByTestId('support-reply')).toHaveAttribute(
      'href',
      `mailto:erika@example.de?subject=${encodeURIComponent(`Re: ${subject}`)}`,
    );
    await expect
      .poll(async () => (await inbox(request, session)).find((m) => m.subject === subject)?.read_at)
      .toEqual(expect.any(String));
    await expect(dialog.getByTestId('support-unread')).toHaveCount(0);
    await animationsDone(page);
    const { violations } = await axeFor(page, theme).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);

    // Handled: one flash, the server has it.
    await dialog.getByTestId('support-toggle-done').click();
    await expect(dialog.getByTestId('support-toggle-done')).toHaveText('Wieder öffnen');
    await expect(page.getByTestId('flash-message')).toHaveText('Die Nachricht ist erledigt.');
    expect((await inbox(request, session)).find((m) => m.subject === subject)?.done).toBe(true);

    // Delete, after a confirmation naming it.
    await dialog.getByTestId('support-delete').click();
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toContainText(subject);
    await confirm.getByTestId('confirm-dialog-confirm').click();
    await expect(page.getByTestId('support-dialog')).toHaveCount(0);
    await expect(card).toHaveCount(0);
    await expect(page.getByTestId('flash-message').last()).toHaveText(
      'Die Nachricht wurde gelöscht.',
    );
    expect((await inbox(request, session)).some((m) => m.subject === subject)).toBe(false);
    await context.close();
  });
}

test('the support inbox has no axe violations at 390 and 1280 px, light and dark, for admin and owner', async ({
  browser,
  baseURL,
}) => {
  for (const login of [USERS.admin, USERS.owner]) {
    await expectNoAxeViolations(browser, baseURL, '/de/account/support', 'support-item', {
      login,
    });
  }
});

test('offline the inbox says it needs the connection and opens nothing', async ({
  context,
  page,
}) => {
  await loginInBrowser(page, USERS.admin);
  await page.goto('/de/account/support');
  await expect(page.getByTestId('support-item').first()).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('support-offline')).toContainText(
    'Das Support-Postfach braucht eine Verbindung zum Server.',
  );
  await expect(page.getByTestId('support-open-message').first()).toBeDisabled();
  await context.setOffline(false);
});

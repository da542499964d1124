import { expect, type APIRequestContext } from '@playwright/test';
import { USERS, apiLogin, bearer, dataOf, loginInBrowser, type Session } from '@/support/api';
import { expectNoAxeViolations } from '@/support/axe';
import { TEST_PNG } from '@/support/image';
import { test } from '@/support/test';

/** The fields PUT /api/club takes, as GET /api/club has them. */
const FIELDS = [
  'name',
  'short_name',
  'founding_year',
  'street',
  'postal_code',
  'city',
  'phone',
  'email',
  'office_hours',
  'child_welfare',
  'register_court',
  'register_number',
  'board',
  'social',
  'office_email',
  'mail_sender_name',
  'workshop_user_email',
  'workshop_user_name',
] as const;

type Club = Record<(typeof FIELDS)[number], unknown> & { version: number; logo: string | null };

const clubOf = async (request: APIRequestContext, session: Session) =>
  dataOf<Club>(await request.get('/api/club', { headers: bearer(session) }));

/** Puts the demo club back as it was: the other tests of this worker's server read it. */
async function restore(request: APIRequestContext, session: Session, before: Club) {
  const now = await clubOf(request, session);
  const body = Object.fromEntries(FIELDS.map((key) => [key, before[key]]));
  await request.put('/api/club', {
    data: body,
    headers: { ...bearer(session), 'If-Match': `"${now.version}"` },
  });
  if (now.logo) await request.delete('/api/club/logo', { headers: bearer(session) });
}

test.use({ serviceWorkers: 'block' });

test('as admin at 1280 px: the club’s phone and logo, public at once; the § 5 DDG hint', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const session = await apiLogin(request, USERS.admin);
  const before = await clubOf(request, session);
  try {
    await loginInBrowser(page, USERS.admin);
    await page.goto('/de/account/profil');
    await page.getByTestId('account-nav-club').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Verein' })).toBeVisible();
    const field = (name: string) => page.locator(`[data-testid="club-form"] [name="${name}"]`);
    await expect(field('name')).toHaveValue('TuS Musterstadt 1887 e.V.');

    // An emptied required detail of the Impressum is named at once, and back again.
    await field('register_number').fill('');
    await expect(page.getByTestId('club-legal-missing')).toContainText('die Registernummer');
    await field('register_number').fill('VR 1887');
    await expect(page.getByTestId('club-legal-missing')).toHaveCount(0);

    await field('phone').fill('+49 1234 555000');
    await page.getByTestId('club-save').click();
    await expect(page.getByText('Die Vereinsdaten wurden gespeichert.')).toBeVisible();

    // The logo: uploaded with its progress, shown in the header, made into the app icons.
    const icon = await request.get('/icons/icon-192.png');
    await page.getByTestId('club-logo-input').setInputFiles(TEST_PNG);
    await expect(page.getByText('Das Logo wurde gespeichert.')).toBeVisible();
    await expect(page.getByTestId('brand-link').locator('img')).toHaveAttribute(
      'src',
      /^\/uploads\/[0-9a-f-]+-320\.webp$/,
    );
    const after = await request.get('/icons/icon-192.png');
    expect(after.headers()['etag']).not.toBe(icon.headers()['etag']);

    await page.goto('/de/');
    await expect(page.getByTestId('contact-address')).toContainText('+49 1234 555000');
    await expect(page.locator('footer address')).toContainText('+49 1234 555000');
    await page.goto('/de/impressum');
    await expect(page.getByTestId('legal-impressum')).toContainText('Telefon: +49 1234 555000');
  } finally {
    await restore(request, session, before);
  }
});

test('the "Verein" screen has no axe violations at 390 and 1280 px, light and dark, de and en', async ({
  browser,
  baseURL,
}) => {
  await expectNoAxeViolations(browser, baseURL, '/de/account/verein', 'club-form', {
    login: USERS.owner,
    also: [{ path: '/en/account/verein', ready: 'club-form' }],
  });
});

import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { USERS, apiLogin, bearer, loginInBrowser, type Session } from '@/support/api';
import { fillNewCourse, typeRichText } from '@/support/forms';
import { WIDTHS } from '@/support/axe';
import { test } from '@/support/test';

/**
 * Every content screen, as every role that may use it, at 390 and 1280 px: create → edit →
 * delete through the UI, each step checked on the server. A role that may edit but not create or
 * delete (spec section 6 and the permission table) edits what is its own and puts it back, and
 * must not be offered what it may not do. The offline paths are in the screens' own specs.
 */

type Role = keyof typeof USERS;

interface Item {
  _id: string;
  title: string;
}

interface Screen {
  path: string;
  /** The list's rows or cards, for the item with this title. */
  item(page: Page, title: string): Locator;
  /** GET of the staff list the acting user sees. */
  list: string;
  create(page: Page, title: string): Promise<void>;
  edit(page: Page, title: string, next: string): Promise<void>;
  remove(page: Page, title: string): Promise<void>;
  /** The controls a role without the permission must not see, on the item's card or editor. */
  deleteControl(page: Page, title: string): Promise<Locator>;
  createControl(page: Page): Locator;
  /** DELETE address, for cleaning up what a role may not delete itself (where there is one). */
  deletePath?(id: string): string;
}

async function titlesOnServer(
  request: APIRequestContext,
  session: Session,
  list: string,
): Promise<Item[]> {
  const response = await request.get(list, { headers: bearer(session) });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Item[] | { items: Item[] } };
  return Array.isArray(data) ? data : data.items;
}

/** The confirmation of the cards (news, posts, departments): it names the item. */
async function confirmCardDelete(page: Page, title: string) {
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText(title);
  await confirm.getByTestId('confirm-dialog-confirm').click();
}

/** The confirmation in the course and workshop editors; the list opens afterwards. */
async function confirmEditorDelete(page: Page, title: string, list: RegExp) {
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page).toHaveURL(list);
}

/** The editor's link back to its list (a navigation in the app, not a new page load). */
async function backToList(page: Page) {
  await page.getByRole('link', { name: /^Zurück zu den / }).click();
}

const rowLink = (page: Page, testId: string, title: string) =>
  page.getByTestId(testId).getByRole('link', { name: title, exact: true });

/**
 * The course list pages its rows (30 a page) and other specs add courses while this one runs: the
 * owner finds a course by its title, as a person would among many.
 */
async function searchCourse(page: Page, title: string) {
  await page.getByRole('searchbox', { name: 'Angebote durchsuchen' }).fill(title);
}

const SCREENS = {
  departments: {
    path: '/de/account/abteilungen',
    list: '/api/departments',
    item: (page, title) => page.getByTestId('department-card').filter({ hasText: title }),
    createControl: (page) => page.getByTestId('department-create'),
    async create(page, title) {
      await page.getByTestId('department-create').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: /Titel/ }).fill(title);
      await dialog.getByRole('textbox', { name: /Kurzname/ }).fill(title.replace(/\W/g, ''));
      await typeRichText(page, dialog, /^Beschreibung/, 'Für alle, die mitmachen wollen.');
      await dialog.getByTestId('department-save').click();
      await expect(dialog).toBeHidden();
    },
    async edit(page, title, next) {
      await this.item(page, title).getByTestId('department-edit').click();
      const dialog = page.getByRole('dialog', { name: 'Abteilung bearbeiten' });
      await dialog.getByRole('textbox', { name: /Titel/ }).fill(next);
      await dialog.getByTestId('department-save').click();
      await expect(dialog).toBeHidden();
    },
    async remove(page, title) {
      await this.item(page, title).getByTestId('department-delete').click();
      await confirmCardDelete(page, title);
    },
    deleteControl: async (page, title) =>
      page
        .getByTestId('department-card')
        .filter({ hasText: title })
        .getByTestId('department-delete'),
    deletePath: (id) => `/api/department/${id}`,
  },
  courses: {
    path: '/de/account/angebote',
    list: '/api/courses',
    item: (page, title) => rowLink(page, 'course-row', title),
    createControl: (page) => page.getByTestId('course-create'),
    async create(page, title) {
      await page.getByTestId('course-create').click();
      const dialog = page.getByRole('dialog');
      await fillNewCourse(page, dialog, {
        title,
        description: 'Bewegung für jedes Alter.',
        info: 'Sportkleidung mitbringen.',
        trial: 'Jederzeit.',
        genders: ['divers'],
        category: 'Yoga',
        ages: [6, 99],
        location: 'Turnhalle',
      });
      await dialog.getByTestId('course-save').click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await backToList(page);
      await searchCourse(page, title);
    },
    async edit(page, title, next) {
      await searchCourse(page, title);
      await rowLink(page, 'course-row', title).click();
      const editor = page.getByTestId('course-editor');
      await editor.getByRole('textbox', { name: /^Titel/ }).fill(next);
      await editor.getByTestId('course-save').click();
      await expect(page.getByRole('heading', { level: 1, name: next })).toBeVisible();
      await backToList(page);
      await searchCourse(page, next);
    },
    async remove(page, title) {
      await searchCourse(page, title);
      await rowLink(page, 'course-row', title).click();
      await page.getByTestId('course-delete').click();
      await confirmEditorDelete(page, title, /\/account\/angebote$/);
    },
    async deleteControl(page, title) {
      await searchCourse(page, title);
      await rowLink(page, 'course-row', title).click();
      await expect(page.getByTestId('course-editor')).toBeVisible();
      return page.getByTestId('course-delete');
    },
    deletePath: (id) => `/api/course/${id}`,
  },
  workshops: {
    path: '/de/account/workshop',
    list: '/api/workshops',
    item: (page, title) => rowLink(page, 'workshop-row', title),
    createControl: (page) => page.getByTestId('workshop-create'),
    async create(page, title) {
      await page.getByTestId('workshop-create').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: /Titel/ }).fill(title);
      await dialog.getByRole('textbox', { name: /^Info/ }).fill('Samstag, 10–14 Uhr');
      await typeRichText(page, dialog, /^Beschreibung/, 'Ein Tag zum Ausprobieren.');
      await dialog.getByRole('spinbutton', { name: /Mitglieder/ }).fill('12');
      await dialog.getByTestId('workshop-save').click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await backToList(page);
    },
    async edit(page, title, next) {
      await rowLink(page, 'workshop-row', title).click();
      const editor = page.getByTestId('workshop-editor');
      await editor.getByRole('textbox', { name: /Titel/ }).fill(next);
      await page.getByTestId('workshop-submit').click();
      await expect(page.getByRole('heading', { level: 1, name: next })).toBeVisible();
      await backToList(page);
    },
    async remove(page, title) {
      await rowLink(page, 'workshop-row', title).click();
      await page.getByTestId('workshop-delete').click();
      await confirmEditorDelete(page, title, /\/account\/workshop$/);
    },
    async deleteControl(page, title) {
      await rowLink(page, 'workshop-row', title).click();
      await expect(page.getByTestId('workshop-editor')).toBeVisible();
      return page.getByTestId('workshop-delete');
    },
    deletePath: (id) => `/api/workshop/${id}`,
  },
  posts: {
    path: '/de/account/beiträge',
    list: '/api/blogPost?page=1&limit=100',
    item: (page, title) => page.getByTestId('post-card').filter({ hasText: title }),
    createControl: (page) => page.getByTestId('post-create'),
    async create(page, title) {
      await page.getByTestId('post-create').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: /Titel/ }).fill(title);
      await typeRichText(page, dialog, /^Text/, 'Ein Bericht vom Wochenende.');
      await dialog.getByTestId('post-save').click();
      await expect(dialog).toBeHidden();
    },
    async edit(page, title, next) {
      await this.item(page, title).getByTestId('post-actions').click();
      await page.getByTestId('post-edit').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: /Titel/ }).fill(next);
      await dialog.getByTestId('post-save').click();
      await expect(dialog).toBeHidden();
    },
    async remove(page, title) {
      await this.item(page, title).getByTestId('post-actions').click();
      await page.getByTestId('post-delete').click();
      await confirmCardDelete(page, title);
    },
    async deleteControl(page, title) {
      await this.item(page, title).getByTestId('post-actions').click();
      await expect(page.getByTestId('post-edit')).toBeVisible();
      return page.getByTestId('post-delete');
    },
    deletePath: (id) => `/api/blogPost/${id}`,
  },
  news: {
    path: '/de/account/news',
    list: '/api/news?page=1&limit=100',
    item: (page, title) => page.getByTestId('news-item').filter({ hasText: title }),
    createControl: (page) => page.getByTestId('news-create'),
    async create(page, title) {
      await page.getByTestId('news-create').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: /Titel/ }).fill(title);
      await dialog.getByRole('textbox', { name: /^Text/ }).fill('Die Halle bleibt geschlossen.');
      await dialog.getByTestId('news-save').click();
      await expect(dialog).toBeHidden();
    },
    async edit(page, title, next) {
      await this.item(page, title).getByTestId('news-edit').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: /Titel/ }).fill(next);
      await dialog.getByTestId('news-save').click();
      await expect(dialog).toBeHidden();
    },
    async remove(page, title) {
      await this.item(page, title).getByTestId('news-delete').click();
      await confirmCardDelete(page, title);
    },
    deleteControl: async (page, title) =>
      page.getByTestId('news-item').filter({ hasText: title }).getByTestId('news-delete'),
  },
} satisfies Record<string, Screen>;

type ScreenName = keyof typeof SCREENS;

/**
 * Who may do what, per screen (spec section 6; backend/src/auth/permissions.ts). `full`: create,
 * edit and delete. `create`: create and edit, no delete. `own`: edits the item it is given.
 */
type Ability = 'full' | 'create' | 'own';

const MATRIX: Record<ScreenName, Partial<Record<Role, Ability>>> = {
  departments: { owner: 'full', admin: 'full', department: 'own' },
  courses: { owner: 'full', admin: 'full', department: 'full', course: 'own' },
  workshops: { owner: 'full', admin: 'full', workshop: 'create' },
  posts: {
    owner: 'full',
    admin: 'full',
    department: 'create',
    workshop: 'create',
    course: 'create',
  },
  news: { owner: 'full', admin: 'full', department: 'full', workshop: 'full', course: 'full' },
};

/** The item an `own` role edits (and puts back): the title of something it is responsible for. */
async function ownTitle(
  request: APIRequestContext,
  session: Session,
  screen: ScreenName,
): Promise<Item> {
  if (screen === 'departments') {
    const own = session.user.department!;
    return { _id: own._id, title: own.title };
  }
  const [first] = await titlesOnServer(request, session, SCREENS[screen].list);
  return first!;
}

test.describe.configure({ mode: 'parallel' });
// Online round trips: a service worker installing (precaching the app) would only cost time.
test.use({ serviceWorkers: 'block' });

/**
 * Each screen and role once, the widths taking turns (by the screen's and the role's place in the
 * matrix): what a role may do does not depend on the width, and the layout not on the role, so
 * every screen and every role still meets both widths, at half the pairs.
 */
Object.entries(MATRIX).forEach(([name, roles], screenIndex) => {
  const screenName = name as ScreenName;
  (Object.entries(roles) as [Role, Ability][]).forEach(([role, ability], roleIndex) => {
    const width = WIDTHS[(screenIndex + roleIndex) % WIDTHS.length]!;
    test(`${screenName} at ${width} px as ${role}: ${ability === 'own' ? 'edits its own and puts it back' : ability === 'full' ? 'create → edit → delete' : 'create → edit, no delete'}`, async ({
      page,
      request,
    }) => {
      const screen: Screen = SCREENS[screenName];
      await page.setViewportSize({ width, height: 860 });
      const session = await apiLogin(request, USERS[role]);
      await loginInBrowser(page, USERS[role]);
      const onServer = async (title: string) =>
        (await titlesOnServer(request, session, screen.list)).filter((i) => i.title === title);

      if (ability === 'own') {
        const own = await ownTitle(request, session, screenName);
        await page.goto(screen.path);
        await expect(screen.item(page, own.title)).toBeVisible();
        await expect(screen.createControl(page)).toHaveCount(0);
        const next = `${own.title} (geändert)`;
        await screen.edit(page, own.title, next);
        await expect.poll(async () => (await onServer(next)).map((i) => i._id)).toEqual([own._id]);
        await expect(await screen.deleteControl(page, next)).toHaveCount(0);
        await page.goto(screen.path);
        await screen.edit(page, next, own.title);
        await expect.poll(async () => (await onServer(own.title)).length).toBe(1);
        return;
      }

      const title = `${role} ${width} ${Date.now()}`;
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await screen.create(page, title);
      await expect(screen.item(page, title)).toBeVisible();
      await expect.poll(async () => (await onServer(title)).length).toBe(1);

      const next = `${title} bearbeitet`;
      await screen.edit(page, title, next);
      await expect(screen.item(page, next)).toBeVisible();
      await expect.poll(async () => (await onServer(next)).length).toBe(1);
      const [made] = await onServer(next);

      if (ability === 'full') {
        await screen.remove(page, next);
        await expect(screen.item(page, next)).toHaveCount(0);
        await expect.poll(async () => (await onServer(next)).length).toBe(0);
      } else {
        await expect(await screen.deleteControl(page, next)).toHaveCount(0);
        // Not this role's to delete: the admin cleans up.
        const admin = await apiLogin(request, USERS.admin);
        const removed = await request.delete(screen.deletePath!(made!._id), {
          headers: bearer(admin),
        });
        expect(removed.ok()).toBe(true);
      }
    });
  });
});

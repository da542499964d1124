/**
 * The script that filters the home page's course cards before the app runs (a plain-ES5 part of
 * the backend's early controls) against the app: on the demo club's courses, for each filter the
 * DOM the script leaves equals the server render of the address it wrote, and the app hydrates
 * that DOM and goes on from it (nothing the script hid stays hidden).
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { CATEGORY_KEYS } from '@/api/enums';
import type { Config, PublicCourse } from '@/api/types';
import { i18n } from '@/i18n';
import { OffersSection } from '@/features/courses/components/OffersSection';
import { courseQuery } from '@/features/courses/courseFilterUrl';
import {
  EMPTY_FILTER,
  filterCourses,
  FIRST_COURSES,
  parseAge,
  type CourseFilter,
} from '@/features/courses/filterCourses';
import { makeCourse } from '@/features/courses/testing/courseFixtures';

// The backend's own sources (plain data and a string; their type imports are dropped by SWC).
interface SeedCourse {
  title: string;
  genders: PublicCourse['genders'];
  categories: PublicCourse['categories'];
  age_from: number;
  age_to: number;
  published?: boolean;
}
/* eslint-disable @typescript-eslint/no-require-imports -- outside the frontend's sources */
const { demoCourses } = require('../../../../backend/src/seed/demo-content') as {
  demoCourses: SeedCourse[];
};
const { COURSE_FILTER_PART } =
  require('../../../../backend/src/pages/early-controls/course-filter') as {
    COURSE_FILTER_PART: string;
  };
/* eslint-enable @typescript-eslint/no-require-imports */

const courses: PublicCourse[] = demoCourses
  .filter((course) => course.published !== false)
  .map(({ title, genders, categories, age_from, age_to }) =>
    makeCourse({ title, genders, categories, age_from, age_to }),
  );
const config: Config = {
  tags: [],
  icons: {},
  socialMedia: [],
  trial_retention_days: 30,
  contact_retention_days: 180,
  request_log: false,
  categories: CATEGORY_KEYS.map((key) => ({ key, name: key, color: '#038387', icon: '' })),
};

function newClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(['public', 'courses'], courses);
  client.setQueryData(['config'], config);
  return client;
}

function app(path: string, client = newClient()) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <FluentProvider theme={webLightTheme}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/:lang/*" element={<OffersSection />} />
            </Routes>
          </MemoryRouter>
        </FluentProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/**
 * The server's HTML for an address. Rendered inside this document (jsdom), Fluent's provider
 * checks it against the page's provider of the same id and warns: not so on a server.
 */
function serverHtml(path: string): string {
  // A server has no document: the app's page (whose rendered state the app starts from when it
  // takes a page over, OffersSection startQuery) is out of it meanwhile.
  const page = document.getElementById('root');
  page?.remove();
  const error = console.error;
  const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('fluentui-conflicting-ids')) error(...args);
  });
  try {
    return renderToString(app(path));
  } finally {
    spy.mockRestore();
    if (page) document.body.append(page);
  }
}

/** The section as the server renders it for an address. */
function serverRender(path: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = serverHtml(path);
  return container;
}

/** What the filter decides in a rendered section: the shown cards, texts, hidden parts. */
function stateOf(root: ParentNode) {
  const q = (selector: string) => root.querySelector<HTMLElement>(selector)!;
  return {
    shown: [...root.querySelectorAll<HTMLElement>('li[data-vh-course]')]
      .filter((li) => !li.hidden)
      .map((li) => li.querySelector('h3')!.textContent),
    count: q('[data-testid="offers-count"]').textContent,
    emptyHidden: q('[data-vh-empty]').hidden,
    empty: q('[data-vh-text]').textContent,
    listHidden: q('section ul').hidden,
    showAllHidden: q('[data-vh-all]').hidden,
    resetHidden: q('[data-vh-reset]').hidden,
    query: q('[data-vh-courses]').getAttribute('data-vh-query'),
  };
}

const address = () => `${window.location.pathname}${window.location.search}`;
const pathFor = (filter: CourseFilter, showAll = false) => {
  const query = courseQuery('', { filter, showAll });
  return `/de/${query ? `?${query}` : ''}`;
};

/** Server HTML for `/de/` in the document, the script run on it (the page before the app). */
function loadPage(path = '/de/'): HTMLElement {
  window.history.replaceState(null, '', path);
  delete document.documentElement.dataset.ready;
  document.body.innerHTML = `<div id="root">${serverHtml(path)}</div>`;
  new Function('d', COURSE_FILTER_PART)(document.documentElement);
  return document.getElementById('root')!;
}

const field = (name: string) =>
  document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
const FIELDS: Record<keyof CourseFilter, string> = {
  category: 'sport',
  search: 'suche',
  gender: 'geschlecht',
  ageFrom: 'alter_von',
  ageTo: 'alter_bis',
};

/** Types a filter into the fields as a visitor does (each change an input event). */
function enter(filter: CourseFilter): void {
  for (const key of Object.keys(FIELDS) as (keyof CourseFilter)[]) {
    const element = field(FIELDS[key]);
    if (element.value === filter[key]) continue;
    element.value = filter[key];
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

const CASES: Partial<CourseFilter>[] = [
  { search: 'yoga' },
  { search: 'TURNEN' },
  { search: 'geraete' },
  { search: 'Gerä' },
  { search: '  jugend ' },
  { search: 'Wasserball' },
  { search: 'ü50' },
  { category: 'turnen' },
  { category: 'turnen', gender: 'weiblich', ageFrom: '8' },
  { gender: 'divers' },
  { ageFrom: '2' },
  { ageFrom: '6', ageTo: '10' },
  { ageTo: '99' },
  { ageFrom: 'abc' },
  { ageFrom: ' 16 ', search: 'handball' },
  {},
];

describe('the course filter before the app', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the first courses of the demo club, with a way to all of them', () => {
    expect(courses.length).toBeGreaterThan(FIRST_COURSES);
    const page = loadPage();
    const state = stateOf(page);
    expect(state.shown).toHaveLength(FIRST_COURSES);
    expect(state.count).toBe(`${FIRST_COURSES} von ${courses.length} Angeboten`);
    expect(state.showAllHidden).toBe(false);
    expect(page.querySelectorAll('li[data-vh-course]')).toHaveLength(courses.length);
  });

  it('leaves for each filter what the server renders for the address it writes', () => {
    const page = loadPage();
    for (const partial of CASES) {
      const filter = { ...EMPTY_FILTER, ...partial };
      enter(filter);
      const path = pathFor(filter);
      expect({ filter, address: address() }).toEqual({ filter, address: path });
      // An age that is none is a filter (the reset shows) the address does not carry; the
      // section's state holds it as typed, as the server renders the form sent with it.
      const invalid = parseAge(filter.ageFrom).invalid;
      expect({ filter, state: stateOf(page) }).toEqual({
        filter,
        state: stateOf(serverRender(invalid ? `/de/?alter_von=${filter.ageFrom}` : path)),
      });
      if (Object.keys(partial).length) {
        expect(stateOf(page).shown).toEqual(filterCourses(courses, filter).map((c) => c.title));
      }
    }
  });

  it('shows every course in place, and resets the filter in place', () => {
    const page = loadPage();
    page.querySelector<HTMLAnchorElement>('[data-vh-all] a')!.click();
    expect(address()).toBe('/de/?kurse=alle');
    expect(stateOf(page)).toEqual(stateOf(serverRender('/de/?kurse=alle')));
    expect(stateOf(page).shown).toHaveLength(courses.length);

    enter({ ...EMPTY_FILTER, search: 'yoga' });
    expect(address()).toBe('/de/?suche=yoga&kurse=alle');
    page.querySelector<HTMLAnchorElement>('[data-vh-reset]')!.click();
    expect(field('suche').value).toBe('');
    expect(address()).toBe('/de/?kurse=alle');
    expect(stateOf(page)).toEqual(stateOf(serverRender('/de/?kurse=alle')));
  });

  it('writes the English texts of the English page', async () => {
    await i18n.changeLanguage('en');
    try {
      const page = loadPage('/en/');
      enter({ ...EMPTY_FILTER, search: 'geraete' });
      expect(stateOf(page).count).toBe('1 offer');
      expect(stateOf(page)).toEqual(stateOf(serverRender('/en/?suche=geraete')));
      enter({ ...EMPTY_FILTER, search: 'Wasserball' });
      expect(stateOf(page).empty).toBe('No offers found for “Wasserball”.');
      expect(stateOf(page)).toEqual(stateOf(serverRender('/en/?suche=Wasserball')));
    } finally {
      await i18n.changeLanguage('de');
    }
  });

  it('does nothing once the app has taken the page over', () => {
    const page = loadPage();
    document.documentElement.dataset.ready = 'true';
    const before = stateOf(page);
    enter({ ...EMPTY_FILTER, search: 'yoga' });
    expect(stateOf(page)).toEqual(before);
    expect(address()).toBe('/de/');
  });
});

describe('the app taking over what the script did', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  /** Hydrates the page at the address the script left, as the app's start does. */
  async function hydrate(page: HTMLElement): Promise<string[]> {
    const errors: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      // Fluent's provider, hydrated in the document the test's server renders ran in (serverHtml).
      if (!String(args[0]).includes('fluentui-conflicting-ids')) {
        errors.push(args.map(String).join(' '));
      }
    });
    try {
      await act(async () => {
        root = hydrateRoot(page, app(`${window.location.pathname}${window.location.search}`), {
          onRecoverableError: (error) => errors.push(String(error)),
        });
      });
    } finally {
      spy.mockRestore();
    }
    document.documentElement.dataset.ready = 'true';
    return errors;
  }

  it('hydrates the filtered cards without a mismatch and shows every card again on reset', async () => {
    const page = loadPage();
    enter({ ...EMPTY_FILTER, search: 'Wasserball' });
    expect(stateOf(page).shown).toEqual([]);
    expect(await hydrate(page)).toEqual([]);
    expect(stateOf(page)).toEqual(stateOf(serverRender('/de/?suche=Wasserball')));

    // The app's reset: every card the script hid comes back (the first ones, collapsed).
    act(() => {
      page.querySelector<HTMLAnchorElement>('[data-vh-reset]')!.click();
    });
    expect(stateOf(page)).toEqual(stateOf(serverRender('/de/')));
    // The app writes the address after the frame that shows the list.
    await waitFor(() => expect(address()).toBe('/de/'));

    act(() => {
      page.querySelector<HTMLAnchorElement>('[data-vh-all] a')!.click();
    });
    expect(stateOf(page).shown).toHaveLength(courses.length);
    await waitFor(() => expect(address()).toBe('/de/?kurse=alle'));
  });

  it('goes on from what the script showed: filter changes after the start', async () => {
    const page = loadPage();
    enter({ ...EMPTY_FILTER, category: 'yoga', ageFrom: '30' });
    expect(await hydrate(page)).toEqual([]);
    const search = field('suche') as HTMLInputElement;
    act(() => {
      fireEvent.change(search, { target: { value: 'morgen' } });
    });
    const filter = { ...EMPTY_FILTER, category: 'yoga', ageFrom: '30', search: 'morgen' } as const;
    expect(stateOf(page)).toEqual(stateOf(serverRender(pathFor(filter))));
    await waitFor(() => expect(address()).toBe(pathFor(filter)));
    act(() => {
      fireEvent.change(search, { target: { value: '' } });
    });
    act(() => {
      fireEvent.change(field('sport'), { target: { value: '' } });
    });
    act(() => {
      fireEvent.change(field('alter_von'), { target: { value: '' } });
    });
    expect(stateOf(page)).toEqual(stateOf(serverRender('/de/')));
  });

  it('takes over a field the address does not carry (an invalid age) and shows its hint', async () => {
    const page = loadPage();
    enter({ ...EMPTY_FILTER, ageFrom: 'abc' });
    // Active: every card shown, although the address has no filter.
    expect(stateOf(page).shown).toHaveLength(courses.length);
    expect(address()).toBe('/de/');
    await hydrate(page);
    expect(page.textContent).toContain('Bitte eine Zahl ab 0 eingeben.');
    expect(stateOf(page)).toEqual({
      ...stateOf(serverRender('/de/?kurse=alle')),
      resetHidden: false,
      query: 'alter_von=abc',
    });
  });

  it('renders an age the form sent without JavaScript that is none with its hint, and hydrates it', async () => {
    const page = loadPage('/de/?alter_von=zehn&sport=turnen');
    expect(field('alter_von').value).toBe('zehn');
    expect(page.textContent).toContain('Bitte eine Zahl ab 0 eingeben.');
    // The age filters nothing; the sport does.
    const filter = { ...EMPTY_FILTER, category: 'turnen', ageFrom: 'zehn' } as const;
    expect(stateOf(page).shown).toEqual(filterCourses(courses, filter).map((c) => c.title));
    expect(stateOf(page).resetHidden).toBe(false);
    expect(await hydrate(page)).toEqual([]);
    expect(field('alter_von').value).toBe('zehn');
    expect(page.textContent).toContain('Bitte eine Zahl ab 0 eingeben.');
    // The app leaves the address with what is an age only.
    await waitFor(() => expect(address()).toBe('/de/?sport=turnen'));
  });

  it('takes over the list the page shows, also under another address (a kept page offline)', async () => {
    const page = loadPage('/de/');
    window.history.replaceState(null, '', '/de/?suche=yoga&kurse=alle');
    expect(await hydrate(page)).toEqual([]);
    expect(stateOf(page)).toEqual(stateOf(serverRender('/de/')));
    expect(field('suche').value).toBe('');
    // The address follows the list the visitor sees.
    await waitFor(() => expect(address()).toBe('/de/'));
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Course } from '@/api/types';
import { USER_STORAGE_KEY } from '@/auth/session';
import {
  courseBody,
  coursePatch,
  courseSchema,
  courseValues,
  trainerChoices,
} from '@/features/courses/components/CourseFields';
import type { LocalCourse } from '@/features/courses/offline';
import { CourseDetailsPage } from '@/features/courses/pages/CourseDetailsPage';
import { makeCourse, testConfig } from '@/features/courses/testing/courseFixtures';
import { db } from '@/offline/db';
import { updateRecord } from '@/offline/mutations';
import { listOutbox } from '@/offline/outbox';
import { jsonResponse, resetDb } from '@/offline/testing';
import { renderAccount, userWith } from '@/testing/renderAccount';
import { i18n } from '@/i18n';

// The staff view: the public fields with version and state.
const publicCourse = makeCourse({
  _id: 'c1',
  title: 'Kinderturnen',
  location: 'Halle 1',
});
const course: Course = {
  ...publicCourse,
  times: [],
  version: 4,
  blocked: false,
  blocked_by: null,
  state: 'published',
  updated_at: '2026-10-01T08:00:00.000Z',
  pending_request: null,
  last_rejection: null,
};
const local: LocalCourse = { ...course, serverVersion: 4 };
const TRAINERS = [
  { _id: 't-1', name: 'Anna Trainerin', email: null },
  { _id: 't-2', name: 'Bernd Übungsleiter', email: null },
];

beforeEach(async () => {
  await resetDb();
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const ok = (data: unknown) => jsonResponse(200, { success: true, message: '', data });
    if (url === '/api/course/c1') return ok(course);
    if (url === '/api/times/c1') return ok([]);
    if (url === '/api/trainers') return ok(TRAINERS);
    if (url.endsWith('/config')) return ok(testConfig);
    return jsonResponse(503, { success: false, message: 'x', code: 'INTERNAL' });
  }) as typeof fetch;
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(userWith(['course'])));
});
afterEach(() => act(() => void i18n.changeLanguage('de')));

const renderPage = () =>
  renderAccount([{ path: 'angebot/:id', element: <CourseDetailsPage /> }], {
    user: userWith(['course']),
    path: '/de/account/angebot/c1',
  });

const field = (name: string) =>
  screen.getByTestId('course-editor').querySelector<HTMLInputElement>(`[name="${name}"]`)!;

describe('course fields', () => {
  it('want every field but the links, ages 0–120 in order, and a trainer', () => {
    const empty = courseSchema.safeParse(courseValues(null));
    expect(empty.success).toBe(false);
    expect(new Set(empty.error!.issues.map((i) => i.path[0]))).toEqual(
      new Set([
        'department',
        'title',
        'description',
        'info',
        'trial_training',
        'genders',
        'categories',
        'age_from',
        'age_to',
        'location',
        'trainers',
      ]),
    );
    const values = courseValues(local);
    expect(courseSchema.safeParse(values).success).toBe(true);
    const reversed = courseSchema.safeParse({ ...values, age_from: '12', age_to: '10' });
    expect(reversed.error?.issues).toEqual([
      expect.objectContaining({ path: ['age_to'], message: 'form:ageOrder' }),
    ]);
    expect(courseSchema.safeParse({ ...values, age_to: '121' }).error?.issues[0]?.message).toBe(
      'form:age',
    );
  });

  it('a rich text counts its words, not its markup', () => {
    const values = courseValues(local);
    const parsed = courseSchema.safeParse({ ...values, trial_training: '<p>  </p>' });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['trial_training'],
      message: 'form:required',
    });
  });

  it('a patch holds only what changed, the trainers as ids', () => {
    const values = courseSchema.parse({
      ...courseValues(local),
      info: 'Neu',
      trainers: ['t-1', 't-2'],
    });
    expect(coursePatch(local, values)).toEqual({
      info: 'Neu',
      trainers: ['t-1', 't-2'],
    });
    expect(courseBody(values).social_media).toEqual({});
  });
});

describe('CourseDetailsPage', () => {
  it('says that a course the server does not know does not exist', async () => {
    (globalThis.fetch as jest.Mock).mockImplementation(async () =>
      jsonResponse(404, { success: false, message: 'Nicht gefunden.', code: 'NOT_FOUND' }),
    );
    renderAccount([{ path: 'angebot/:id', element: <CourseDetailsPage /> }], {
      user: userWith(['course']),
      path: '/de/account/angebot/7d1c6a53-9f0e-4a51-8d0b-3f2f1c9f0a11',
    });
    expect(await screen.findByText('Dieses Angebot gibt es nicht (mehr).')).toBeInTheDocument();
    expect(screen.queryByText('Das Angebot konnte nicht geladen werden')).toBeNull();
  });

  it('saves a changed field on the device and queues only it, with the version', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('course-editor');
    await user.clear(field('info'));
    await user.type(field('info'), 'Bitte Hallenschuhe und Wasser mitbringen.');
    await user.click(screen.getByTestId('course-save'));
    await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
    const [row] = await listOutbox('u1');
    expect(row).toMatchObject({
      kind: 'update',
      path: '/api/course',
      baseVersion: 4,
      body: { _id: 'c1', info: 'Bitte Hallenschuhe und Wasser mitbringen.' },
    });
    // Online the page says nothing of its own: the sync engine shows the server's sentence.
    expect(screen.queryByTestId('flash-message')).not.toBeInTheDocument();
  });

  it('keeps a course with a broken field from being saved and says why on the field', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('course-editor');
    await user.clear(field('age_to'));
    await user.type(field('age_to'), '3');
    await user.click(screen.getByTestId('course-save'));
    expect(
      await screen.findByText('„Alter bis“ darf nicht kleiner als „Alter von“ sein.'),
    ).toBeInTheDocument();
    expect(field('age_to')).toHaveAttribute('aria-invalid', 'true');
    expect(await listOutbox('u1')).toEqual([]);
  });

  it.each([
    ['two', 'Ab', 'Bitte gib mindestens 3 Zeichen ein.', 'de'],
    ['200', 'K'.repeat(200), 'Der Text ist zu lang.', 'de'],
    ['two (in English)', 'Ab', 'Please enter at least 3 characters.', 'en'],
  ])(
    'says at once why a title of %s characters cannot be saved, and saves nothing',
    async (_n, title, message, lang) => {
      if (lang === 'en') await act(() => i18n.changeLanguage('en'));
      renderPage();
      await screen.findByTestId('course-editor');
      fireEvent.change(field('title'), { target: { value: title } });
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field('title')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByTestId('course-save')).toBeDisabled();
      fireEvent.click(screen.getByTestId('course-save'));
      expect(await listOutbox('u1')).toEqual([]);
      expect(screen.queryByTestId('flash-message')).not.toBeInTheDocument();

      // A new copy of the course (a synced change elsewhere) keeps the typed title and its message.
      await act(async () => {
        const record = await db.records.get(['u1', 'course', 'c1']);
        await db.records.put({ ...record!, value: { ...record!.value, members: 13 } });
      });
      await waitFor(() => expect(field('members')).toHaveValue(13));
      expect(field('title')).toHaveValue(title);
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.getByTestId('course-save')).toBeDisabled();
    },
  );

  it('shows the message of a save the server rejected later on its field, until it is corrected', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('course-editor');
    await act(async () => {
      await updateRecord('u1', 'course', 'c1', { location: 'Ha' });
      const [row] = await listOutbox('u1');
      await db.outbox.update(row!.id, {
        status: 'rejected',
        lastError: 'Bitte prüfe deine Eingaben.',
        details: { location: 'Bitte gib mindestens 3 Zeichen ein (Server).' },
      });
    });
    expect(
      await screen.findByText('Bitte gib mindestens 3 Zeichen ein (Server).'),
    ).toBeInTheDocument();
    expect(field('location')).toHaveAttribute('aria-invalid', 'true');
    // A new copy of the course (a refetch, another synced change) reaches the untouched fields;
    // the server's message stays on its field until it is corrected.
    await act(async () => {
      const record = await db.records.get(['u1', 'course', 'c1']);
      await db.records.put({ ...record!, value: { ...record!.value, members: 13 } });
    });
    await waitFor(() => expect(field('members')).toHaveValue(13));
    expect(screen.getByText('Bitte gib mindestens 3 Zeichen ein (Server).')).toBeInTheDocument();
    expect(field('location')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field('location'));
    await user.type(field('location'), 'Halle 2');
    await user.click(screen.getByTestId('course-save'));
    // The corrected save replaces the refused one: one row, pending, with the new value.
    await waitFor(async () =>
      expect(await listOutbox('u1')).toEqual([
        expect.objectContaining({ status: 'pending', body: { _id: 'c1', location: 'Halle 2' } }),
      ]),
    );
    expect(screen.queryByText('Bitte gib mindestens 3 Zeichen ein (Server).')).toBeNull();
  });

  it('offers the club’s trainers and sends the chosen ones by id', async () => {
    const user = userEvent.setup();
    renderPage();
    const editor = await screen.findByTestId('course-editor');
    const group = within(editor).getByRole('group', { name: 'Trainer' });
    expect(within(group).getByRole('checkbox', { name: 'Anna Trainerin' })).toBeChecked();
    // The club's list arrives after the course; until then the course's own trainers are offered.
    await user.click(await within(group).findByRole('checkbox', { name: 'Bernd Übungsleiter' }));
    await user.click(screen.getByTestId('course-save'));
    await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
    expect((await listOutbox('u1'))[0]!.body).toEqual({ _id: 'c1', trainers: ['t-1', 't-2'] });
    const local = await db.records.get(['u1', 'course', 'c1']);
    expect(local?.value.trainers).toEqual([
      { _id: 't-1', name: 'Anna Trainerin' },
      { _id: 't-2', name: 'Bernd Übungsleiter' },
    ]);
  });

  it('shows the trial training section to whoever may manage trials (trials:manage), to nobody else', async () => {
    const fetchMock = globalThis.fetch as jest.Mock;
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL) =>
      String(input).startsWith('/api/trials?')
        ? jsonResponse(200, { success: true, message: '', data: [] })
        : base(input),
    );
    const { unmount } = renderPage();
    expect(await screen.findByTestId('trial-section')).toBeInTheDocument();
    unmount();
    // A workshop user may open the page's data, but not the trainings' bookings.
    renderAccount([{ path: 'angebot/:id', element: <CourseDetailsPage /> }], {
      user: userWith(['workshop']),
      path: '/de/account/angebot/c1',
    });
    await screen.findByTestId('course-editor');
    expect(screen.queryByTestId('trial-section')).toBeNull();
  });
});

describe('CourseDetailsPage with unsaved edits', () => {
  const renderWithList = () =>
    renderAccount(
      [
        { path: 'angebot/:id', element: <CourseDetailsPage /> },
        { path: 'angebote', element: <p>Angebotsliste</p> },
      ],
      { user: userWith(['course']), path: '/de/account/angebot/c1' },
    );

  // Slow on a loaded machine: the editor with its rich text fields renders for seconds.
  jest.setTimeout(60_000);

  it('asks before leaving with unsaved edits: stay keeps them, discard leaves', async () => {
    const user = userEvent.setup();
    const { router } = renderWithList();
    await screen.findByTestId('course-editor');
    fireEvent.change(field('info'), { target: { value: 'Bitte Hallenschuhe mitbringen. Neu' } });
    await user.click(screen.getByRole('link', { name: 'Zurück zu den Angeboten' }));
    const dialog = await screen.findByTestId('unsaved-dialog', {}, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Ungespeicherte Änderungen verwerfen?');
    expect(router.state.location.pathname).toBe('/de/account/angebot/c1');
    await user.click(within(dialog).getByTestId('unsaved-stay'));
    await waitFor(() => expect(screen.queryByTestId('unsaved-dialog')).toBeNull());
    expect(field('info').value).toMatch(/ Neu$/);
    // A reload or closing the tab gets the browser's own question.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    // The browser's back button is asked the same way.
    await act(async () => {
      await router.navigate('/de/account/angebote');
    });
    await user.click(await screen.findByTestId('unsaved-discard', {}, { timeout: 5000 }));
    expect(await screen.findByText('Angebotsliste')).toBeInTheDocument();
  });

  it('lets a logout leave without asking', async () => {
    const { router } = renderWithList();
    await screen.findByTestId('course-editor');
    fireEvent.change(field('info'), { target: { value: 'Ungespeichert' } });
    await act(async () => {
      await router.navigate('/de/', { replace: true, state: { loggedOut: true } });
    });
    expect(await screen.findByText('Startseite')).toBeInTheDocument();
    expect(screen.queryByTestId('unsaved-dialog')).toBeNull();
  });

  it('leaves at once without edits, and after a save', async () => {
    const user = userEvent.setup();
    const { router } = renderWithList();
    await screen.findByTestId('course-editor');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    fireEvent.change(field('info'), { target: { value: 'Bitte Hallenschuhe mitbringen. Neu' } });
    await user.click(screen.getByTestId('course-save'));
    await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
    await user.click(screen.getByRole('link', { name: 'Zurück zu den Angeboten' }));
    expect(await screen.findByText('Angebotsliste')).toBeInTheDocument();
    expect(screen.queryByTestId('unsaved-dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/de/account/angebote');
  });
});

describe('trainerChoices', () => {
  it('offers the loaded list with the course’s own, sorted by name, each once', () => {
    expect(
      trainerChoices(TRAINERS.slice(1), {
        trainers: [{ _id: 't-1', name: 'Anna Trainerin' }, 't-9'],
      } as unknown as LocalCourse),
    ).toEqual([
      { value: 't-1', label: 'Anna Trainerin' },
      { value: 't-2', label: 'Bernd Übungsleiter' },
    ]);
  });
});

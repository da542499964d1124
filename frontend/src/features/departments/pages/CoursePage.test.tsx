import { act, screen, within } from '@testing-library/react';
import type { PublicLocation } from '@/api/publicQueries';
import { publicQueries } from '@/api/publicQueries';
import type { PublicCourse } from '@/api/types';
import { PageMetaContext, type PageMeta } from '@/components/meta/pageMeta';
import { CoursePage } from '@/features/departments/pages/CoursePage';
import { makeCourse } from '@/features/courses/testing/courseFixtures';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/testing/renderWithProviders';

jest.setTimeout(20_000);

const HALL: PublicLocation = {
  _id: 'v1',
  name: 'Turnhalle Nord',
  description: '',
  maps_link: null,
  postal_code: '12345',
  city: 'Beispielstadt',
  address: 'Hallenweg 1',
  photoURL: null,
  srcset: null,
};

const MINIS = makeCourse({
  _id: 'c-minis',
  slug: 'kinderturnen-minis',
  title: 'Kinderturnen Minis',
  description: '<p>Rollen, springen, klettern.</p>',
  info: 'Bitte Turnschuhe mitbringen.',
  trial_training: '<p>Jederzeit nach Absprache.</p>',
  department: { _id: 'd1', name: 'Turnen', title: 'Turnen & Gymnastik' },
  age_from: 3,
  age_to: 5,
  trainers: [{ _id: 't1', name: 'Anna Trainerin' }],
  trial_places: 2,
  times: [
    {
      _id: 's1',
      day: 'Dienstag',
      date: null,
      start: '16:00',
      end: '17:00',
      venue: 'v1',
      location: 'Turnhalle Nord',
    },
    {
      _id: 's2',
      day: 'Donnerstag',
      date: null,
      start: '16:00',
      end: '17:00',
      venue: null,
      location: 'Waldsportplatz',
    },
  ],
  cancellations: [
    { slot: 's1', from: '2099-01-06', to: '2099-01-06', reason: 'Hallensperrung', closure: false },
  ],
});

function renderCourse(slug: string, courses: PublicCourse[] = [MINIS], lang = 'de') {
  let meta: PageMeta = {};
  const collector = { set: (next: PageMeta) => (meta = next) };
  renderWithProviders(<p>Andere Seite</p>, {
    path: `/${lang}/angebot/${slug}`,
    routes: [
      {
        path: '/:lang/angebot/:slug',
        element: (
          <PageMetaContext.Provider value={collector}>
            <CoursePage />
          </PageMetaContext.Provider>
        ),
      },
    ],
    queryData: [
      [publicQueries.courses().queryKey, courses],
      [publicQueries.locations().queryKey, [HALL]],
    ],
  });
  return { meta: () => meta };
}

afterEach(() => act(() => void i18n.changeLanguage('de')));

describe('CoursePage (/:lang/angebot/:slug)', () => {
  it('shows the course: what, for whom, who trains it, when and where, its trial and calendar', async () => {
    const page = renderCourse('kinderturnen-minis');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kinderturnen Minis' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Rollen, springen, klettern.')).toBeInTheDocument();
    expect(screen.getByText('Bitte Turnschuhe mitbringen.')).toBeInTheDocument();
    expect(screen.getByText('3–5 Jahre')).toBeInTheDocument();
    expect(screen.getByText('Anna Trainerin')).toBeInTheDocument();
    const times = screen.getByRole('list', { name: 'Trainingszeiten von Kinderturnen Minis' });
    expect(within(times).getAllByTestId('time-slot')).toHaveLength(2);
    expect(times).toHaveTextContent('Hallensperrung');
    const places = screen.getByTestId('course-places');
    expect(places).toHaveTextContent('Hallenweg 1, 12345 Beispielstadt');
    expect(places).toHaveTextContent('Waldsportplatz');
    expect(within(places).getByRole('link', { name: 'Karte: Turnhalle Nord' })).toHaveAttribute(
      'href',
      expect.stringContaining('openstreetmap.org/search?query=Hallenweg%201'),
    );
    expect(
      within(places).getByRole('link', { name: 'Hallenplan: Turnhalle Nord' }),
    ).toHaveAttribute('href', '/de/sportstaetten/v1');
    expect(
      screen.getByRole('link', { name: 'Probetraining buchen: Kinderturnen Minis' }),
    ).toHaveAttribute('href', '/de/probetraining/c-minis');
    expect(screen.getByTestId('calendar-subscribe')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/calendar\/course\/c-minis\.ics$/),
    );
    expect(screen.getByRole('link', { name: 'Turnen & Gymnastik' })).toHaveAttribute(
      'href',
      '/de/abteilung/Turnen#kinderturnen-minis',
    );
    expect(page.meta()).toMatchObject({ title: 'Kinderturnen Minis' });
    expect(page.meta().status).toBeUndefined();
    expect(page.meta().jsonLd?.[0]).toMatchObject({
      '@type': 'Course',
      name: 'Kinderturnen Minis',
      url: '/de/angebot/kinderturnen-minis',
      hasCourseInstance: [
        {
          courseSchedule: { byDay: 'https://schema.org/Tuesday', startTime: '16:00' },
          location: {
            '@type': 'SportsActivityLocation',
            name: 'Turnhalle Nord',
            address: { streetAddress: 'Hallenweg 1', postalCode: '12345' },
          },
        },
        { location: { '@type': 'SportsActivityLocation', name: 'Waldsportplatz' } },
      ],
    });
  });

  it('offers no booking for a course without trial places', async () => {
    renderCourse('kinderturnen-minis', [{ ...MINIS, trial_places: 0 }]);
    await screen.findByRole('heading', { level: 1, name: 'Kinderturnen Minis' });
    expect(screen.queryByTestId('course-trial')).toBeNull();
    expect(screen.getByText('Jederzeit nach Absprache.')).toBeInTheDocument();
  });

  it('answers an address it does not know with its 404 page and the way to all offers', async () => {
    const page = renderCourse('gibt-es-nicht');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Angebot nicht gefunden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Angebote ansehen' })).toHaveAttribute(
      'href',
      '/de/?kurse=alle#offers',
    );
    expect(page.meta()).toMatchObject({ status: 404, noindex: true });
  });

  it('speaks English on /en/', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderCourse('kinderturnen-minis', [MINIS], 'en');
    expect(await screen.findByText('3–5 years')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Map: Turnhalle Nord' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Book a trial training: Kinderturnen Minis' }),
    ).toHaveAttribute('href', '/en/probetraining/c-minis');
  });
});

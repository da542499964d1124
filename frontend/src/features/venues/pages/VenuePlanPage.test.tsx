import { act, screen, within } from '@testing-library/react';
import type { HallPlanSlot, PublicLocation } from '@/api/publicQueries';
import { VenuePlanPage } from '@/features/venues/pages/VenuePlanPage';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/testing/renderWithProviders';

const VENUE: PublicLocation = {
  _id: 'v1',
  name: 'Turnhalle Lindenschule',
  description: 'Große Halle',
  maps_link: null,
  postal_code: '12345',
  city: 'Musterstadt',
  address: 'Lindenallee 12',
  photoURL: null,
  srcset: null,
};

const PLAN: HallPlanSlot[] = [
  {
    _id: 't1',
    day: 'Montag',
    date: null,
    start: '15:30',
    end: '16:30',
    kind: 'course',
    id: 'c1',
    title: 'Kinderturnen Minis',
    department: { name: 'Turnen', title: 'Turnen & Gymnastik' },
  },
  {
    _id: 't2',
    day: 'Samstag',
    date: '2027-03-13',
    start: '09:00',
    end: '16:00',
    kind: 'workshop',
    id: 'w1',
    title: 'Erste Hilfe im Sport',
    department: null,
  },
];

function renderPage(plan: HallPlanSlot[] | null, lang = 'de') {
  return renderWithProviders(<p>Andere Seite</p>, {
    path: `/${lang}/sportstaetten/v1`,
    routes: [{ path: '/:lang/sportstaetten/:id', element: <VenuePlanPage /> }],
    queryData: [
      [['public', 'locations'], [VENUE]],
      [['public', 'locationPlan', 'v1'], plan],
    ],
  });
}

afterEach(() => act(() => void i18n.changeLanguage('de')));

describe('VenuePlanPage (/:lang/sportstaetten/:id)', () => {
  it('shows the venue’s week with each course linked to its department page', async () => {
    renderPage(PLAN);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Belegungsplan: Turnhalle Lindenschule',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Lindenallee 12, 12345 Musterstadt')).toBeInTheDocument();
    const monday = screen.getByRole('list', { name: 'Montag' });
    expect(within(monday).getByRole('link', { name: 'Kinderturnen Minis' })).toHaveAttribute(
      'href',
      '/de/abteilung/Turnen#kinderturnen-minis',
    );
    expect(monday).toHaveTextContent('Turnen & Gymnastik');
    const saturday = screen.getByRole('list', { name: 'Samstag' });
    expect(within(saturday).getByRole('link', { name: 'Erste Hilfe im Sport' })).toHaveAttribute(
      'href',
      '/de/workshop#erstehilfeimsport',
    );
    // A workshop's session is on its date only, not every Saturday.
    expect(within(saturday).getByTestId('week-plan-date')).toHaveTextContent('nur am 13.03.');
    expect(within(monday).queryByTestId('week-plan-date')).toBeNull();
    expect(screen.getAllByText('Nicht belegt')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Alle Sportstätten' })).toHaveAttribute(
      'href',
      '/de/sportstaetten',
    );
  });

  it('speaks English', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderPage(PLAN, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hall plan: Turnhalle Lindenschule' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Saturday' })).toBeInTheDocument();
    expect(screen.getByTestId('week-plan-date')).toHaveTextContent('only on 13 Mar');
    expect(screen.getByRole('link', { name: 'Kinderturnen Minis' })).toHaveAttribute(
      'href',
      '/en/abteilung/Turnen#kinderturnen-minis',
    );
  });

  it('says when nothing takes place there, and when the venue does not exist', async () => {
    const { unmount } = renderPage([]);
    expect(
      await screen.findByText('Hier finden gerade keine Trainings statt.'),
    ).toBeInTheDocument();
    unmount();
    renderPage(null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sportstätte nicht gefunden' }),
    ).toBeInTheDocument();
  });
});

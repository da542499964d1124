import { act, screen, within } from '@testing-library/react';
import { i18n } from '@/i18n';
import userEvent from '@testing-library/user-event';
import { CourseCard } from '@/features/courses/components/CourseCard';
import { makeCourse, testConfig } from '@/features/courses/testing/courseFixtures';
import { renderWithProviders } from '@/testing/renderWithProviders';

const categories = new Map(testConfig.categories.map((c) => [c.key as string, c]));

function renderCard(overrides: Parameters<typeof makeCourse>[0] = {}, today = '2026-11-28') {
  const course = makeCourse({
    title: 'Kinderturnen',
    description: '<p>Spiel &amp; Spaß <strong>für Kinder</strong></p><script>alert(1)</script>',
    info: 'Bitte Turnschuhe mitbringen.',
    age_from: 6,
    age_to: 10,
    categories: ['turnen', 'ballsport'],
    genders: ['männlich', 'weiblich'],
    times: [
      {
        _id: 't3',
        day: 'Freitag',
        start: '16:00',
        end: '17:00',
        venue: null,
        location: 'Halle 2',
        date: null,
      },
      {
        _id: 't1',
        day: 'Montag',
        start: '17:00',
        end: '18:30',
        venue: null,
        location: 'Halle 1',
        date: null,
      },
      {
        _id: 't2',
        day: 'Montag',
        start: '09:00',
        end: '10:00',
        venue: null,
        location: 'Halle 1',
        date: null,
      },
      {
        _id: 't4',
        day: 'Sonntag',
        start: '10:00',
        end: '11:00',
        date: null,
        venue: null,
        location: 'Sportplatz',
      },
    ],
    ...overrides,
  });
  renderWithProviders(<CourseCard course={course} categories={categories} today={today} />, {
    path: `/${i18n.language}/`,
  });
  return screen.getByTestId('course-card');
}

describe('CourseCard', () => {
  it('links to the trial booking only when the course offers trial places', () => {
    const card = renderCard({ _id: 'c-trial', trial_places: 2 });
    const link = within(card).getByRole('link', { name: 'Probetraining buchen' });
    expect(link).toHaveAttribute('href', '/de/probetraining/c-trial');
    expect(link).toHaveAccessibleDescription('Kinderturnen');
  });

  it('has no trial link without trial places', () => {
    const card = renderCard({ trial_places: 0 });
    expect(within(card).queryByRole('link', { name: 'Probetraining buchen' })).toBeNull();
  });

  it("leads to the course's own page by its title", () => {
    const card = renderCard({ slug: 'kinderturnen' });
    const heading = within(card).getByRole('heading', { name: 'Kinderturnen' });
    expect(within(heading).getByRole('link', { name: 'Kinderturnen' })).toHaveAttribute(
      'href',
      '/de/angebot/kinderturnen',
    );
  });

  it('renders the title as the card heading', () => {
    const card = renderCard();
    expect(within(card).getByRole('heading', { name: 'Kinderturnen' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Kinderturnen' })).toBe(card);
  });

  it('shows the description as plain text without markup or scripts', () => {
    const card = renderCard();
    expect(within(card).getByText('Spiel & Spaß für Kinder')).toBeInTheDocument();
    expect(card.querySelector('script, strong')).toBeNull();
  });

  it('shows the age range', () => {
    renderCard();
    expect(screen.getByTestId('course-age')).toHaveTextContent('6–10 Jahre');
  });

  it('says "ab 16 Jahren" for a course without an upper age, not "16–99 Jahre"', () => {
    renderCard({ age_from: 16, age_to: 99 });
    expect(screen.getByTestId('course-age')).toHaveTextContent('ab 16 Jahren');
    expect(screen.getByTestId('course-age')).not.toHaveTextContent('99');
  });

  it('lists the training times Monday to Sunday, then by start time', () => {
    renderCard();
    const items = within(screen.getByTestId('course-times')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Mo 09:00–10:00 · Halle 1',
      'Mo 17:00–18:30 · Halle 1',
      'Fr 16:00–17:00 · Halle 2',
      'So 10:00–11:00 · Sportplatz',
    ]);
  });

  it('shows a category-coloured placeholder when there is no photo', () => {
    const card = renderCard({ photoURL: null });
    expect(within(card).getByTestId('course-photo-placeholder')).toHaveStyle({
      backgroundColor: '#038387',
    });
    expect(card.querySelector('img')).toBeNull();
  });

  it('shows the photo when there is one', () => {
    const card = renderCard({ photoURL: '/uploads/kinderturnen.jpg' });
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/kinderturnen.jpg');
    expect(within(card).queryByTestId('course-photo-placeholder')).toBeNull();
  });

  it('names the categories and genders', () => {
    const card = renderCard();
    expect(
      within(card)
        .getAllByTestId('course-category')
        .map((c) => c.textContent),
    ).toEqual(['Turnen', 'Ballsport']);
    expect(within(card).getByRole('img', { name: 'männlich' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'weiblich' })).toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: 'divers' })).toBeNull();
  });

  it('names the categories in English on an English page', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      const card = renderCard({ categories: ['ballsport', 'maennergruppe', 'sonstiges'] });
      expect(
        within(card)
          .getAllByTestId('course-category')
          .map((c) => c.textContent),
      ).toEqual(['Ball sports', "Men's group", 'Others']);
    } finally {
      await act(() => i18n.changeLanguage('de'));
    }
  });

  it('shows the info text in a tooltip on keyboard focus, and describes the button with it', async () => {
    const user = userEvent.setup();
    renderCard();
    const info = screen.getByRole('button', { name: 'Weitere Informationen' });
    expect(info).toHaveAccessibleDescription('Bitte Turnschuhe mitbringen.');
    expect(screen.queryByRole('tooltip')).toBeNull(); // no tooltip mounted before it is shown
    await user.tab(); // the title's link to the course page comes first
    expect(screen.getByTestId('course-link')).toHaveFocus();
    await user.tab();
    expect(info).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Bitte Turnschuhe mitbringen.');
  });

  it('says beside the time which trainings do not take place, and leaves out what is over', () => {
    renderCard({
      cancellations: [
        {
          slot: 't1',
          from: '2026-11-30',
          to: '2026-11-30',
          reason: 'Halle gesperrt',
          closure: false,
        },
        { slot: 't1', from: '2026-11-23', to: '2026-11-23', reason: 'Vorbei', closure: false },
        {
          slot: 't3',
          from: '2026-12-18',
          to: '2027-01-08',
          reason: 'Weihnachtsferien',
          closure: true,
        },
      ],
    });
    const items = within(screen.getByTestId('course-times')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Mo 09:00–10:00 · Halle 1',
      'Mo 17:00–18:30 · Halle 1fällt am 30.11. aus: Halle gesperrt',
      'Fr 16:00–17:00 · Halle 2fällt vom 18.12. bis 08.01. aus: Weihnachtsferien',
      'So 10:00–11:00 · Sportplatz',
    ]);
    expect(screen.getAllByTestId('slot-cancellation')).toHaveLength(2);
  });

  it('says it in English on an English page', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      renderCard({
        cancellations: [
          {
            slot: 't2',
            from: '2026-11-30',
            to: '2026-11-30',
            reason: 'Hall closed',
            closure: false,
          },
        ],
      });
      expect(screen.getByTestId('slot-cancellation')).toHaveTextContent(
        'cancelled on 30 Nov: Hall closed',
      );
    } finally {
      await act(() => i18n.changeLanguage('de'));
    }
  });
});

import { screen, within } from '@testing-library/react';
import { WeekPlan, type WeekPlanEntry } from '@/components/schedule/WeekPlan';
import { renderWithProviders } from '@/testing/renderWithProviders';

const entry = (over: Partial<WeekPlanEntry>): WeekPlanEntry => ({
  key: 'e1',
  day: 'Montag',
  start: '15:30',
  end: '16:30',
  title: 'Kinderturnen Minis',
  ...over,
});

const renderPlan = (entries: WeekPlanEntry[]) =>
  renderWithProviders(
    <WeekPlan
      entries={entries}
      dayLabel={(day) => `Tag ${day}`}
      freeLabel="Nicht belegt"
      idPrefix="plan"
    />,
    { path: '/de/sportstaetten' },
  );

describe('WeekPlan', () => {
  it('shows every day Monday to Sunday as a heading with its list, the times in order', async () => {
    renderPlan([
      entry({ key: 'a', day: 'Sonntag', start: '17:00', end: '19:00', title: 'Badminton' }),
      entry({ key: 'b', day: 'Montag', start: '16:30', end: '17:45', title: 'Kinderturnen 6–10' }),
      entry({ key: 'c', day: 'Montag', start: '15:30', end: '16:30', title: 'Kinderturnen Minis' }),
    ]);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'Tag Montag',
      'Tag Dienstag',
      'Tag Mittwoch',
      'Tag Donnerstag',
      'Tag Freitag',
      'Tag Samstag',
      'Tag Sonntag',
    ]);
    const monday = screen.getByRole('list', { name: 'Tag Montag' });
    expect(
      within(monday)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['15:30–16:30Kinderturnen Minis', '16:30–17:45Kinderturnen 6–10']);
    expect(screen.getByRole('list', { name: 'Tag Sonntag' })).toHaveTextContent('Badminton');
  });

  it('says a day is free in its column, and marks it so a phone can leave it out', async () => {
    renderPlan([entry({})]);
    const days = await screen.findAllByTestId('week-plan-day');
    const tuesday = days.find((d) => d.dataset.day === 'Dienstag')!;
    expect(tuesday).toHaveTextContent('Nicht belegt');
    expect(within(tuesday).queryByRole('list')).not.toBeInTheDocument();
    const monday = days.find((d) => d.dataset.day === 'Montag')!;
    // Griffel's classes: the free day has one more than a day with entries.
    expect(tuesday.className.split(' ').length).toBeGreaterThan(monday.className.split(' ').length);
  });

  it('links a title where the entry names a place, with its second line', async () => {
    renderPlan([
      entry({ to: '/de/abteilung/Turnen#kinderturnen-minis', detail: 'Turnen & Gymnastik' }),
      entry({ key: 'w', day: 'Samstag', title: 'Erste Hilfe', detail: 'Workshop', workshop: true }),
    ]);
    const link = await screen.findByRole('link', { name: 'Kinderturnen Minis' });
    expect(link).toHaveAttribute('href', '/de/abteilung/Turnen#kinderturnen-minis');
    expect(link.closest('li')).toHaveTextContent('Turnen & Gymnastik');
    expect(screen.queryByRole('link', { name: 'Erste Hilfe' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tag Samstag' })).toHaveTextContent('Workshop');
  });
});

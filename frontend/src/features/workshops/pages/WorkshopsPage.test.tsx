import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PublicWorkshop } from '@/api/publicQueries';
import type { PublicTimeSlot } from '@/api/types';
import { WorkshopsPage } from '@/features/workshops/pages/WorkshopsPage';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/testing/renderWithProviders';

const time = (over: Partial<PublicTimeSlot>): PublicTimeSlot => ({
  _id: 't1',
  day: 'Samstag',
  date: null,
  start: '09:00',
  end: '16:00',
  venue: 'l1',
  location: 'Turnhalle Lindenschule',
  ...over,
});

const workshop = (over: Partial<PublicWorkshop>): PublicWorkshop => ({
  _id: 'w1',
  title: 'Erste Hilfe im Sport',
  info: '',
  description: '<p>Was tun, wenn es passiert?</p>',
  photoURL: null,
  srcset: null,
  members: 16,
  social_media: {},
  website: null,
  times: [],
  published_at: '2026-10-01T08:00:00.000Z',
  cancellations: [],
  ...over,
});

// 2099-03-14 and 2099-07-11 are Saturdays, as is 2020-03-14.
const FIRST_AID = workshop({
  times: [
    time({ _id: 'later', date: '2099-07-11', start: '10:00', end: '12:00' }),
    time({ _id: 'over', date: '2020-03-14' }),
    time({ _id: 'next', date: '2099-03-14' }),
  ],
  cancellations: [
    {
      slot: 'later',
      from: '2099-07-11',
      to: '2099-07-11',
      reason: 'Trainerin krank',
      closure: false,
    },
    // A closure of the venue that does not reach the session's date.
    { slot: 'next', from: '2099-03-01', to: '2099-03-07', reason: 'Ferien', closure: true },
  ],
});
const OVER = workshop({
  _id: 'w2',
  title: 'Kampfrichterlehrgang',
  times: [time({ _id: 'old', date: '2020-03-14' })],
});
// Saved before sessions had dates: its weekday, as before; no calendar feed holds it.
const WEEKLY = workshop({
  _id: 'w3',
  title: 'Yoga am Abend',
  times: [time({ _id: 'legacy', day: 'Freitag', start: '18:00', end: '19:30' })],
});

const queryData = (list: PublicWorkshop[]): [readonly unknown[], unknown][] => [
  [['public', 'workshops'], list],
  [['public', 'workshopPosts'], []],
];

const sectionOf = (title: string) =>
  screen.getAllByTestId('workshop-section').find((s) => s.textContent?.includes(title))!;

describe('WorkshopsPage: a workshop’s sessions', () => {
  it('lists the sessions to come with their full date, each with its own cancellation', async () => {
    renderWithProviders(<WorkshopsPage />, {
      path: '/de/workshop',
      queryData: queryData([FIRST_AID]),
    });
    const list = await screen.findByRole('list', { name: 'Termine von Erste Hilfe im Sport' });
    const items = within(list).getAllByTestId('time-slot');
    expect(items.map((item) => item.dataset.date)).toEqual(['2099-03-14', '2099-07-11']);
    expect(items[0]).toHaveTextContent(
      'Samstag, 14. März 2099 · 09:00–16:00 · Turnhalle Lindenschule',
    );
    expect(within(items[0]!).getByText('Samstag, 14. März 2099')).toHaveAttribute(
      'datetime',
      '2099-03-14',
    );
    // The session that is over is not listed.
    expect(list).not.toHaveTextContent('2020');
    expect(within(items[0]!).queryByTestId('slot-cancellation')).toBeNull();
    expect(within(items[1]!).getByTestId('slot-cancellation')).toHaveTextContent('Trainerin krank');
    expect(within(sectionOf('Erste Hilfe')).getByTestId('calendar-links')).toBeInTheDocument();
  });

  it('says a workshop has no sessions to come, without calendar links', async () => {
    renderWithProviders(<WorkshopsPage />, {
      path: '/de/workshop',
      queryData: queryData([OVER, WEEKLY]),
    });
    const over = sectionOf('Kampfrichterlehrgang');
    expect(await within(over).findByText('Keine kommenden Termine.')).toBeInTheDocument();
    expect(within(over).queryByTestId('time-slots')).toBeNull();
    expect(within(over).queryByTestId('calendar-links')).toBeNull();

    const weekly = sectionOf('Yoga am Abend');
    expect(within(weekly).getByTestId('time-slot')).toHaveTextContent(
      'Freitag 18:00–19:30 · Turnhalle Lindenschule',
    );
    expect(within(weekly).queryByTestId('calendar-links')).toBeNull();
  });

  it('renders the same on the server', () => {
    const client = new QueryClient();
    for (const [key, data] of queryData([FIRST_AID, OVER])) client.setQueryData(key, data);
    const router = createMemoryRouter([{ path: '/:lang/*', element: <WorkshopsPage /> }], {
      initialEntries: ['/de/workshop'],
    });
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    expect(html).toContain('<time dateTime="2099-03-14">Samstag, 14. März 2099</time>');
    expect(html).not.toContain('2020-03-14');
    expect(html).toContain('Keine kommenden Termine.');
  });
});

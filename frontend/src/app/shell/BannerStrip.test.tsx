import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BannerStrip, DISMISSED_KEY } from '@/app/shell/BannerStrip';
import { renderWithProviders } from '@/testing/renderWithProviders';

const banners = [
  {
    _id: 'b1',
    text: 'Die Turnhalle ist heute geschlossen.',
    link: 'https://tus.example/halle',
    severity: 'warning',
    starts_at: '2026-11-01T06:00:00.000Z',
    ends_at: '2026-12-01T06:00:00.000Z',
  },
  {
    _id: 'b2',
    text: 'Neue Kurse ab Januar.',
    link: null,
    severity: 'info',
    starts_at: '2026-11-01T06:00:00.000Z',
    ends_at: '2026-12-01T06:00:00.000Z',
  },
];

beforeEach(() => sessionStorage.clear());

describe('BannerStrip', () => {
  it('shows each active banner in a named region, with its link in a new tab', () => {
    renderWithProviders(<BannerStrip />, { queryData: [[['public', 'banners'], banners]] });
    const region = screen.getByRole('region', { name: 'Hinweise des Vereins' });
    const shown = within(region).getAllByTestId('public-banner');
    expect(shown.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Die Turnhalle ist heute geschlossen.'),
      expect.stringContaining('Neue Kurse ab Januar.'),
    ]);
    expect(within(shown[0]!).getByRole('link', { name: 'Mehr erfahren' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('hides a banner the visitor dismissed, for this tab', async () => {
    renderWithProviders(<BannerStrip />, { queryData: [[['public', 'banners'], banners]] });
    const [first] = screen.getAllByTestId('public-banner');
    await userEvent
      .setup()
      .click(within(first!).getByRole('button', { name: 'Hinweis ausblenden' }));
    await waitFor(() => expect(screen.getAllByTestId('public-banner')).toHaveLength(1));
    expect(JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]')).toEqual(['b1']);
  });

  it('renders nothing without active banners', () => {
    renderWithProviders(<BannerStrip />, { queryData: [[['public', 'banners'], []]] });
    expect(screen.queryByTestId('banner-strip')).not.toBeInTheDocument();
  });

  it('shows a venue closure that has begun or begins soon as a notice, linked to the venue, and leaves out the others', async () => {
    const far = { from: '2099-07-01', to: '2099-08-10', notice: false };
    const closures = [
      {
        _id: 'c1',
        location: { _id: 'v1', name: 'Turnhalle Lindenschule' },
        from: '2099-12-21',
        to: '2100-01-06',
        reason: 'Weihnachtsferien',
        notice: true,
      },
      { _id: 'c2', location: { _id: 'v2', name: 'Dojo' }, reason: 'Sanierung', ...far },
      {
        _id: 'c3',
        location: { _id: 'v3', name: 'Sportplatz' },
        from: '2099-12-22',
        to: '2099-12-22',
        reason: 'Platzpflege',
        notice: true,
      },
    ];
    renderWithProviders(<BannerStrip />, {
      queryData: [
        [['public', 'banners'], []],
        [['public', 'closures'], closures],
      ],
    });
    const shown = screen.getAllByTestId('closure-notice');
    expect(shown.map((n) => n.textContent)).toEqual([
      expect.stringContaining(
        'Turnhalle Lindenschule ist vom 21.12. bis 06.01. gesperrt: Weihnachtsferien',
      ),
      expect.stringContaining('Sportplatz ist am 22.12. gesperrt: Platzpflege'),
    ]);
    expect(within(shown[0]!).getByRole('link', { name: 'Zu den Sportstätten' })).toHaveAttribute(
      'href',
      '/de/sportstaetten#venue-v1',
    );
    await userEvent
      .setup()
      .click(within(shown[0]!).getByRole('button', { name: 'Hinweis ausblenden' }));
    await waitFor(() => expect(screen.getAllByTestId('closure-notice')).toHaveLength(1));
  });

  it('does not show a closure that is over on this device (a page kept from an earlier day)', () => {
    renderWithProviders(<BannerStrip />, {
      queryData: [
        [['public', 'banners'], []],
        [
          ['public', 'closures'],
          [
            {
              _id: 'c1',
              location: { _id: 'v1', name: 'Dojo' },
              from: '2020-01-01',
              to: '2020-01-02',
              reason: 'Vorbei',
              notice: true,
            },
          ],
        ],
      ],
    });
    expect(screen.queryByTestId('closure-notice')).toBeNull();
  });
});

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
});

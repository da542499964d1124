import { act, screen } from '@testing-library/react';
import { i18n } from '@/i18n';
import { VenueClosures } from '@/features/venues/components/VenueClosures';
import '@/features/venues/pages/VenuesPage';
import { renderWithProviders } from '@/testing/renderWithProviders';

const closure = (from: string, to: string, reason: string) => ({
  _id: `${from}-${to}`,
  location: { _id: 'v1', name: 'Dojo' },
  from,
  to,
  reason,
  notice: true,
});

describe('VenueClosures', () => {
  it('lists the closures that are not over, a range or one day', () => {
    renderWithProviders(
      <VenueClosures
        closures={[
          closure('2020-03-01', '2020-03-02', 'Vorbei'),
          closure('2099-12-21', '2100-01-06', 'Weihnachtsferien'),
          closure('2099-05-01', '2099-05-01', 'Feiertag'),
        ]}
      />,
    );
    expect(screen.getByRole('list', { name: 'Sperrungen' })).toBeInTheDocument();
    expect(screen.getAllByTestId('venue-closure').map((c) => c.textContent)).toEqual([
      'Gesperrt vom 21.12. bis 06.01.: Weihnachtsferien',
      'Gesperrt am 01.05.: Feiertag',
    ]);
  });

  it('says it in English on an English page', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      renderWithProviders(
        <VenueClosures closures={[closure('2099-12-21', '2100-01-06', 'Holidays')]} />,
        { path: '/en/' },
      );
      expect(screen.getByTestId('venue-closure')).toHaveTextContent(
        'Closed from 21 Dec to 6 Jan: Holidays',
      );
    } finally {
      await act(() => i18n.changeLanguage('de'));
    }
  });

  it('shows nothing when every closure is over', () => {
    renderWithProviders(
      <VenueClosures closures={[closure('2020-03-01', '2020-03-02', 'Vorbei')]} />,
    );
    expect(screen.queryByRole('list')).toBeNull();
  });
});

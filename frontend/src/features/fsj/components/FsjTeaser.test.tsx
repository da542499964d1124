import { screen } from '@testing-library/react';
import { FsjTeaser } from '@/features/fsj';
import { renderWithProviders } from '@/testing/renderWithProviders';

const teaser = (de: string) =>
  [
    ['public', 'text', 'fsj_teaser'],
    { key: 'fsj_teaser', de, en: null, applications_from: null, updated_at: null },
  ] as [string[], unknown];

describe('FsjTeaser', () => {
  it('shows the club’s teaser and links to the FSJ page in the current language', () => {
    renderWithProviders(<FsjTeaser />, {
      path: '/en/',
      queryData: [teaser('<p>Ein Jahr bei uns: Sport, Kinder, Verein.</p>')],
    });
    expect(
      screen.getByRole('region', { name: 'Freiwilliges Soziales Jahr bei uns' }),
    ).toBeVisible();
    expect(screen.getByText('Ein Jahr bei uns: Sport, Kinder, Verein.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mehr zum FSJ' })).toHaveAttribute('href', '/en/fsj');
  });

  it('is left out while the club has written no teaser', () => {
    renderWithProviders(<FsjTeaser />, { queryData: [teaser('')] });
    expect(screen.queryByTestId('fsj-teaser')).not.toBeInTheDocument();
  });
});

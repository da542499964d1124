import { screen } from '@testing-library/react';
import { FsjTeaser } from '@/features/fsj';
import { renderWithProviders } from '@/testing/renderWithProviders';

describe('FsjTeaser', () => {
  it('links to the FSJ page in the current language', () => {
    renderWithProviders(<FsjTeaser />, { path: '/en/' });
    expect(
      screen.getByRole('region', { name: 'Freiwilliges Soziales Jahr bei uns' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mehr zum FSJ' })).toHaveAttribute('href', '/en/fsj');
  });
});

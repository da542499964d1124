import { screen } from '@testing-library/react';
import { TextPage } from '@/features/legal/components/TextPage';
import '@/features/legal/legalNamespace';
import { testConfig } from '@/features/courses/testing/courseFixtures';
import { renderWithProviders } from '@/testing/renderWithProviders';

describe('privacy text', () => {
  it('says what a trial booking keeps and for how long the server keeps it (TRIAL_RETENTION_DAYS)', () => {
    renderWithProviders(<TextPage page="datenschutz" />, {
      queryData: [[['config'], { ...testConfig, trial_retention_days: 45 }]],
    });
    expect(screen.getByRole('heading', { name: '6. Probetraining' })).toBeInTheDocument();
    expect(screen.getByText(/alle anderen 45 Tage nach dem Training/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '9. Ihre Rechte' })).toBeInTheDocument();
  });
});

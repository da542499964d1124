import { fireEvent, screen } from '@testing-library/react';
import { ErrorBoundary } from '@/components/layout/ErrorBoundary';
import '@/features/account/strings';
import { LocalDataError } from '@/features/account/components/LocalDataError';
import { getLocalCourses } from '@/offline/localStore';
import { useLocalCourses } from '@/offline/useLocalCourses';
import { renderWithProviders } from '@/testing/renderWithProviders';

jest.mock('@/offline/localStore', () => ({
  ...jest.requireActual('@/offline/localStore'),
  getLocalCourses: jest.fn(),
}));
const read = getLocalCourses as jest.MockedFunction<typeof getLocalCourses>;

function Courses() {
  const courses = useLocalCourses('u1');
  if (courses === undefined) return <p>Lädt …</p>;
  return <p>{courses.length} Angebote</p>;
}

describe('a failing local database in the back office', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('says so with a retry instead of loading forever, and shows the data once it can be read', async () => {
    read.mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    renderWithProviders(
      <ErrorBoundary fallback={(retry) => <LocalDataError onRetry={retry} />}>
        <Courses />
      </ErrorBoundary>,
    );
    expect(await screen.findByTestId('local-data-error')).toHaveTextContent(
      'Die Daten auf diesem Gerät können gerade nicht gelesen werden.',
    );
    expect(screen.queryByText('Lädt …')).not.toBeInTheDocument();

    read.mockResolvedValue([]);
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('0 Angebote')).toBeInTheDocument();
  });
});

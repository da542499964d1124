import { fireEvent, screen } from '@testing-library/react';
import { ErrorBoundary } from '@/components/layout/ErrorBoundary';
import '@/features/account/strings';
import { LocalDataError } from '@/features/account/components/LocalDataError';
import { db } from '@/offline/db';
import { useOfflineList } from '@/offline/hooks';
import { resetDb } from '@/offline/testing';
import { renderAccount, userWith } from '@/testing/renderAccount';

function Courses() {
  const { items: courses } = useOfflineList('course', { load: async () => [], enabled: false });
  if (courses === undefined) return <p>Lädt …</p>;
  return <p>{courses.length} Angebote</p>;
}

describe('a failing local database in the back office', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('says so with a retry instead of loading forever, and shows the data once it can be read', async () => {
    await resetDb();
    // The device's database refuses every read of the records (as a full or broken store does).
    const read = jest.spyOn(db.records, 'where').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    renderAccount(
      [
        {
          index: true,
          element: (
            <ErrorBoundary fallback={(retry) => <LocalDataError onRetry={retry} />}>
              <Courses />
            </ErrorBoundary>
          ),
        },
      ],
      { user: userWith(['course']), path: '/de/account' },
    );
    expect(await screen.findByTestId('local-data-error')).toHaveTextContent(
      'Die Daten auf diesem Gerät können gerade nicht gelesen werden.',
    );
    expect(screen.queryByText('Lädt …')).not.toBeInTheDocument();

    read.mockRestore();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('0 Angebote')).toBeInTheDocument();
  });
});

describe('a part of the app that cannot load offline', () => {
  it('says it was never loaded on this device instead of blaming the local data', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new TypeError(
      'Failed to fetch dynamically imported module: /assets/RichTextEditor.js',
    );
    renderAccount(
      [{ index: true, element: <LocalDataError onRetry={jest.fn()} error={error} /> }],
      { user: userWith(['course']), path: '/de/account' },
    );
    expect(await screen.findByTestId('local-data-error')).toHaveTextContent(
      'Dieser Teil ist auf dem Gerät noch nicht gespeichert',
    );
    jest.restoreAllMocks();
  });
});

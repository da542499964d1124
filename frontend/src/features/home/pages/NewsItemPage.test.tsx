import { act, screen } from '@testing-library/react';
import { publicQueries, type PublicNews } from '@/api/publicQueries';
import { PageMetaContext, type PageMeta } from '@/components/meta/pageMeta';
import { NewsItemPage } from '@/features/home/pages/NewsItemPage';
import { NewsFeed } from '@/features/home/components/NewsFeed';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/testing/renderWithProviders';

const LONG = 'Die Halle bleibt geschlossen. '.repeat(20).trim();
const ITEM: PublicNews = {
  _id: 'n1',
  title: 'Hallensperrung im Januar',
  text: LONG,
  info: 'Ersatztraining im Freien.',
  photoURL: null,
  srcset: null,
  created_at: '2099-01-02T09:30:00.000Z',
  created_by: { name: 'Petra Vorstand' },
};

function renderItem(id: string, lang = 'de') {
  let meta: PageMeta = {};
  const collector = { set: (next: PageMeta) => (meta = next) };
  renderWithProviders(<p>Andere Seite</p>, {
    path: `/${lang}/news/${id}`,
    routes: [
      {
        path: '/:lang/news/:id',
        element: (
          <PageMetaContext.Provider value={collector}>
            <NewsItemPage />
          </PageMetaContext.Provider>
        ),
      },
    ],
    queryData: [[publicQueries.news().queryKey, [ITEM]]],
  });
  return { meta: () => meta };
}

afterEach(() => act(() => void i18n.changeLanguage('de')));

describe('NewsItemPage (/:lang/news/:id)', () => {
  it('shows the whole item, its date, author and info', async () => {
    const page = renderItem('n1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hallensperrung im Januar' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('news-text')).toHaveTextContent(LONG);
    expect(screen.getByText('Ersatztraining im Freien.')).toBeInTheDocument();
    expect(screen.getByText(/Petra Vorstand/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Neuigkeiten' })).toHaveAttribute(
      'href',
      '/de/#news-heading',
    );
    expect(page.meta().jsonLd?.[0]).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Hallensperrung im Januar',
      url: '/de/news/n1',
    });
  });

  it('answers an item it does not know with status 404', async () => {
    const page = renderItem('n-weg');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Neuigkeit nicht gefunden' }),
    ).toBeInTheDocument();
    expect(page.meta()).toMatchObject({ status: 404, noindex: true });
  });

  it('speaks English on /en/', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderItem('n-weg', 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'News item not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All news' })).toBeInTheDocument();
  });
});

describe('NewsFeed', () => {
  it('links each clamped item to its own page', () => {
    renderWithProviders(<NewsFeed />, {
      path: '/de/',
      queryData: [[publicQueries.news().queryKey, [ITEM]]],
    });
    expect(screen.getByRole('link', { name: 'Hallensperrung im Januar' })).toHaveAttribute(
      'href',
      '/de/news/n1',
    );
  });
});

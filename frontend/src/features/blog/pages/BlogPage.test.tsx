import { act, cleanup, screen } from '@testing-library/react';
import type { PublicPost } from '@/api/publicQueries';
import { PageMetaContext, type PageMeta } from '@/components/meta/pageMeta';
import { BlogPage } from '@/features/blog/pages/BlogPage';
import { makePost } from '@/features/blog/testing/postFixtures';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/testing/renderWithProviders';

const posts = (from: number, to: number): PublicPost[] =>
  Array.from({ length: to - from + 1 }, (_, i) => makePost(from + i));

/**
 * The blog at `search` with `total` posts, as the server render hands it over (page 2 of 15 is
 * posts 11–15); what the page told the server render (its status) comes back in `meta()`.
 */
function renderBlog(search: string, total: number, lang = 'de') {
  let meta: PageMeta = {};
  const collector = { set: (next: PageMeta) => (meta = next) };
  renderWithProviders(<p>Andere Seite</p>, {
    path: `/${lang}/blog${search}`,
    routes: [
      {
        path: '/:lang/blog',
        element: (
          <PageMetaContext.Provider value={collector}>
            <BlogPage />
          </PageMetaContext.Provider>
        ),
      },
    ],
    queryData: [
      [['public', 'postCount'], total],
      [['public', 'posts', 1], posts(1, Math.min(total, 10))],
      [['public', 'posts', 2], total > 10 ? posts(11, Math.min(total, 20)) : []],
    ],
  });
  return { meta: () => meta };
}

afterEach(() => act(() => void i18n.changeLanguage('de')));

describe('BlogPage (/:lang/blog?seite=N)', () => {
  it('shows a page of posts up to the last one', async () => {
    const page = renderBlog('?seite=2', 15);
    expect(await screen.findByText('Beitrag 11')).toBeInTheDocument();
    expect(screen.getByTestId('blog-pager')).toHaveTextContent('Seite 2 von 2');
    expect(page.meta().status).toBeUndefined();
  });

  it('answers a page past the last one with the site’s 404 page, status 404', async () => {
    const page = renderBlog('?seite=3', 15);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('blog-list')).not.toBeInTheDocument();
    expect(page.meta()).toMatchObject({ status: 404, noindex: true });
  });

  it('answers a page number that names no page with the 404 page too, in English as well', async () => {
    for (const search of ['?seite=0', '?seite=abc', '?seite=']) {
      const page = renderBlog(search, 15);
      expect(await screen.findByTestId('not-found-page')).toBeInTheDocument();
      expect(page.meta().status).toBe(404);
      cleanup();
    }
    await act(() => i18n.changeLanguage('en'));
    renderBlog('?seite=9', 15, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });

  it('keeps page 1 of an empty blog a page of the blog', async () => {
    const page = renderBlog('', 0);
    expect(await screen.findByTestId('blog-empty')).toBeInTheDocument();
    expect(page.meta().status).toBeUndefined();
    cleanup();
    const second = renderBlog('?seite=2', 0);
    expect(await screen.findByTestId('not-found-page')).toBeInTheDocument();
    expect(second.meta().status).toBe(404);
  });
});

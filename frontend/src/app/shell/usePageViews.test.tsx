import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { isCountedPath, sendPageView, usePageViews } from '@/app/shell/usePageViews';

function readBlob(blob: Blob): Promise<string> {
  return blob.text();
}

describe('page views', () => {
  let beacon: jest.Mock;

  beforeEach(() => {
    beacon = jest.fn().mockReturnValue(true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  });

  it('counts public pages but never the account area', () => {
    expect(isCountedPath('/de/blog')).toBe(true);
    expect(isCountedPath('/de/accounting-kurs')).toBe(true);
    expect(isCountedPath('/de/account')).toBe(false);
    expect(isCountedPath('/en/account/profil')).toBe(false);
  });

  it('sends the path as a PageViewDto beacon', async () => {
    sendPageView('/de/abteilung/Turnen');
    expect(beacon).toHaveBeenCalledWith('/public/pageview', expect.any(Blob));
    const blob = beacon.mock.calls[0][1] as Blob;
    expect(JSON.parse(await readBlob(blob))).toEqual({ path: '/de/abteilung/Turnen' });
  });

  it('sends nothing for the account area', () => {
    sendPageView('/de/account/angebote');
    expect(beacon).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch and swallows its failure', async () => {
    beacon.mockReturnValue(false);
    const fetchMock = jest.fn().mockRejectedValue(new Error('offline'));
    global.fetch = fetchMock as unknown as typeof fetch;
    sendPageView('/de/volkslauf');
    expect(fetchMock).toHaveBeenCalledWith(
      '/public/pageview',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
    await Promise.resolve();
  });

  it('does not count the first view again that the pre-paint script counted, but every later one', async () => {
    function Views() {
      usePageViews();
      return null;
    }
    const router = createMemoryRouter([{ path: '*', element: <Views /> }], {
      initialEntries: ['/de/blog'],
    });
    window.vhCounted = '/de/blog';
    render(<RouterProvider router={router} />);
    expect(beacon).not.toHaveBeenCalled();
    await act(() => router.navigate('/de/volkslauf'));
    await act(() => router.navigate('/de/blog'));
    const paths = await Promise.all(
      beacon.mock.calls.map(async ([, blob]) => JSON.parse(await readBlob(blob as Blob)).path),
    );
    expect(paths).toEqual(['/de/volkslauf', '/de/blog']);
    delete window.vhCounted;
  });
});

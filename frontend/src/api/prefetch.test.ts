import { onlineManager } from '@tanstack/react-query';
import { prefetchLoader } from '@/api/prefetch';
import { createQueryClient } from '@/api/queryClient';
import type { LoaderFunctionArgs } from 'react-router';

function loaderArgs(queryClient: ReturnType<typeof createQueryClient>): LoaderFunctionArgs {
  return {
    params: { lang: 'de' },
    request: new Request('http://localhost/de/account/news'),
    context: { queryClient },
  } as unknown as LoaderFunctionArgs;
}

describe('prefetchLoader', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('waits for the load online and fills the cache', async () => {
    const queryClient = createQueryClient();
    const loader = prefetchLoader((qc) =>
      qc.prefetchQuery({ queryKey: ['nav'], queryFn: () => Promise.resolve(['Turnen']) }),
    );
    await expect(loader(loaderArgs(queryClient))).resolves.toBeNull();
    expect(queryClient.getQueryData(['nav'])).toEqual(['Turnen']);
  });

  it('stops waiting when the device goes offline during a retry (the page renders, not a blank screen)', async () => {
    const queryClient = createQueryClient();
    let calls = 0;
    const loader = prefetchLoader((qc) =>
      qc.prefetchQuery({
        queryKey: ['nav'],
        retryDelay: 50,
        queryFn: () => {
          calls += 1;
          // The first attempt fails online; the connection is gone before the retry.
          if (calls === 1) setTimeout(() => onlineManager.setOnline(false), 10);
          return Promise.reject(new TypeError('Failed to fetch'));
        },
      }),
    );
    await expect(loader(loaderArgs(queryClient))).resolves.toBeNull();
    expect(calls).toBe(1);
    // The retry waits for the connection and goes once it is back.
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBeGreaterThanOrEqual(2);
  });
});

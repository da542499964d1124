import type { AuditService } from '@/audit/audit.service';
import type { EntityImageService } from '@/files/entity-image.service';
import type { PublicCache } from '@/common/public-cache';
import type { PostsRepository } from '@/posts/posts.repository';
import { PostsService, VIEWS_REFRESH_MS } from '@/posts/posts.service';
import { LikeLimiter } from '@/posts/like-limiter';
import { LimitCounters } from '@/common/limit-counters';

/** How views and likes reach the cached public lists (docs/api.md, "Blog"). */
describe('PostsService cache refresh', () => {
  let invalidate: jest.Mock;
  let service: PostsService;

  beforeEach(async () => {
    jest.useFakeTimers({ now: new Date('2026-06-28T09:30:00Z') });
    invalidate = jest.fn();
    const repo = {
      incrementViews: jest.fn(async () => 7),
      like: jest.fn(async () => ({ likes: 3, counted: true })),
    } as unknown as PostsRepository;
    service = new PostsService(
      repo,
      // Views only expire the lists (kept through a database outage), writes invalidate them.
      { invalidate, expire: invalidate, invalidatePrefix: jest.fn() } as unknown as PublicCache,
      {} as AuditService,
      {} as EntityImageService,
      new LikeLimiter(LimitCounters.inMemory()),
    );
    // A public page was served once, so its key is known.
    await service.publicRead('page:1', async () => [])[1]();
  });
  afterEach(() => {
    service.onModuleDestroy();
    jest.useRealTimers();
  });

  it('refreshes on the first view after a quiet minute, then at most once per minute', async () => {
    await service.view('p');
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith('public:posts:page:1');

    for (let i = 0; i < 20; i++) await service.view('p');
    expect(invalidate).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(VIEWS_REFRESH_MS - 1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledTimes(2);

    // Nothing viewed since: no further refresh.
    jest.advanceTimersByTime(5 * VIEWS_REFRESH_MS);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('refreshes at once on a counted like, which also carries the pending views', async () => {
    await service.view('p');
    await service.view('p');
    await service.like('p', 'd', '192.0.2.1');
    expect(invalidate).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(VIEWS_REFRESH_MS);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('forgets the key of a read that failed, so made-up ids do not pile up', async () => {
    const [, load] = service.publicRead('id:made-up', async () => {
      throw new Error('nicht gefunden');
    });
    await expect(load()).rejects.toThrow('nicht gefunden');
    await service.like('p', 'd', '192.0.2.1');
    expect(invalidate).toHaveBeenLastCalledWith('public:posts:page:1');
  });
});

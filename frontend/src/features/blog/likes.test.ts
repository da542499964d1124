import {
  LIKED_KEY,
  PENDING_KEY,
  countView,
  deviceId,
  flushPendingLikes,
  isLiked,
  isPending,
  likePost,
  takeEarlyRefusal,
  takeFirstView,
} from '@/features/blog/likes';

const POST = '7f1c2a4e-0000-4000-8000-000000000001';
const realFetch = global.fetch;

function answer(likes: number) {
  return new Response(
    JSON.stringify({ success: true, message: 'ok', data: { likes, counted: true } }),
    {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    },
  );
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
}

afterEach(() => {
  global.fetch = realFetch;
  setOnline(true);
  sessionStorage.clear();
});

describe('the device id of the likes', () => {
  const clearCookie = () => (document.cookie = 'vh.deviceId=;path=/;max-age=0');
  beforeEach(() => {
    localStorage.removeItem('vh.deviceId');
    clearCookie();
  });
  afterAll(clearCookie);

  it('is made once and kept in localStorage and the cookie the page form reads', () => {
    const id = deviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem('vh.deviceId')).toBe(id);
    expect(document.cookie).toContain(`vh.deviceId=${id}`);
    expect(deviceId()).toBe(id);
  });

  it("is the cookie's when a like was posted without JavaScript (one device either way)", () => {
    localStorage.setItem('vh.deviceId', '11111111-1111-4111-8111-111111111111');
    document.cookie = 'vh.deviceId=22222222-2222-4222-8222-222222222222;path=/';
    expect(deviceId()).toBe('22222222-2222-4222-8222-222222222222');
    expect(localStorage.getItem('vh.deviceId')).toBe('22222222-2222-4222-8222-222222222222');
  });
});

describe('liking a post', () => {
  it('sends the like with this device id and remembers it', async () => {
    const fetchMock = jest.fn().mockResolvedValue(answer(5));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(likePost(POST)).resolves.toEqual({ status: 'sent', likes: 5 });
    expect(isLiked(POST)).toBe(true);
    expect(isPending(POST)).toBe(false);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/public/like/${POST}`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      device_id: localStorage.getItem('vh.deviceId'),
    });
  });

  it('keeps an offline like as pending without calling the server', async () => {
    setOnline(false);
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(likePost(POST)).resolves.toEqual({ status: 'pending' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(LIKED_KEY)!)).toEqual([POST]);
    expect(JSON.parse(localStorage.getItem(PENDING_KEY)!)).toEqual([POST]);
  });

  it('keeps the like as pending when the request fails with a network error', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as never;
    await expect(likePost(POST)).resolves.toEqual({ status: 'pending' });
    expect(isPending(POST)).toBe(true);
  });

  it('remembers nothing when the server refuses the like', async () => {
    global.fetch = jest.fn().mockResolvedValue(
      new Response(
        JSON.stringify({ success: false, message: 'nicht gefunden', code: 'NOT_FOUND' }),
        {
          status: 404,
        },
      ),
    ) as never;
    await expect(likePost(POST)).rejects.toThrow('nicht gefunden');
    expect(isLiked(POST)).toBe(false);
    expect(isPending(POST)).toBe(false);
  });
});

describe('sending pending likes', () => {
  beforeEach(() => {
    localStorage.setItem(PENDING_KEY, JSON.stringify([POST]));
    localStorage.setItem(LIKED_KEY, JSON.stringify([POST]));
  });

  it('sends a pending like exactly once, even when two triggers race', async () => {
    const fetchMock = jest.fn().mockResolvedValue(answer(9));
    global.fetch = fetchMock as unknown as typeof fetch;
    const [first, second] = await Promise.all([flushPendingLikes(), flushPendingLikes()]);
    await flushPendingLikes();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Map([...first, ...second]).get(POST)).toBe(9);
    expect(isPending(POST)).toBe(false);
    expect(isLiked(POST)).toBe(true);
  });

  it('waits while offline', async () => {
    setOnline(false);
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    await flushPendingLikes();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(isPending(POST)).toBe(true);
  });

  it('keeps the like after a network error and sends it the next time', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as never;
    await flushPendingLikes();
    expect(isPending(POST)).toBe(true);
    const fetchMock = jest.fn().mockResolvedValue(answer(3));
    global.fetch = fetchMock as unknown as typeof fetch;
    await flushPendingLikes();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(isPending(POST)).toBe(false);
  });
});

describe('views', () => {
  it('counts the first view of a post in a browser session only', () => {
    expect(takeFirstView(POST)).toBe(true);
    expect(takeFirstView(POST)).toBe(false);
    expect(takeFirstView('another')).toBe(true);
  });

  it('posts the view and returns the new count', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValue(
        new Response(JSON.stringify({ success: true, message: 'ok', data: { views: 12 } })),
      );
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(countView(POST)).resolves.toBe(12);
    expect(fetchMock.mock.calls[0]![0]).toBe(`/public/blogPost/increment/${POST}`);
  });
});

describe('takeEarlyRefusal', () => {
  it('answers once for the post the early script named, never for another post', () => {
    (window as { vhLikeRefused?: string | null }).vhLikeRefused = POST;
    expect(takeEarlyRefusal('another-post')).toBe(false);
    expect(takeEarlyRefusal(POST)).toBe(true);
    expect(takeEarlyRefusal(POST)).toBe(false);
  });
});

import { chosenSource, type ImageLike, type Probe, uploadsToKeep } from '@/app/pwa/offlineImages';

const ORIGIN = 'https://tus.example';
const ID = '0b8e2f4c-1d2a-4c3b-9e8f-123456789abc';
const SRCSET = `/uploads/${ID}-320.webp 320w, /uploads/${ID}-640.webp 640w`;

function image(overrides: Partial<ImageLike> = {}): ImageLike {
  return {
    currentSrc: '',
    src: `${ORIGIN}/uploads/${ID}.jpg`,
    srcset: SRCSET,
    sizes: '100vw',
    crossOrigin: null,
    referrerPolicy: '',
    ...overrides,
  };
}

/** A detached image that "loads" the candidate `pick` chooses from what it was given. */
function fakeProbe(pick: (probe: Probe) => string | null) {
  const made: Probe[] = [];
  const makeProbe = () => {
    const probe: Probe = {
      ...image({ src: '', srcset: '', sizes: '' }),
      onload: null,
      onerror: null,
    };
    made.push(probe);
    queueMicrotask(() => {
      const chosen = pick(probe);
      if (chosen) {
        probe.currentSrc = chosen;
        probe.onload?.call(probe as unknown as GlobalEventHandlers, new Event('load'));
      } else {
        probe.onerror?.call(probe as unknown as GlobalEventHandlers, new Event('error'));
      }
    });
    return probe;
  };
  return { made, makeProbe };
}

describe('uploadsToKeep', () => {
  it('keeps same-origin uploads once each, absolute, in order', () => {
    expect(
      uploadsToKeep(
        [`/uploads/${ID}-640.webp`, `${ORIGIN}/uploads/${ID}-640.webp#x`, `/uploads/${ID}.png`, ''],
        ORIGIN,
      ),
    ).toEqual([`${ORIGIN}/uploads/${ID}-640.webp`, `${ORIGIN}/uploads/${ID}.png`]);
  });

  it('leaves out other origins, other paths and data addresses', () => {
    expect(
      uploadsToKeep(
        [
          `https://cdn.example/uploads/${ID}-640.webp`,
          '/icons/icon-192.png',
          '/favicon.svg',
          'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
        ],
        ORIGIN,
      ),
    ).toEqual([]);
  });
});

describe('chosenSource', () => {
  it('takes what the browser already chose for a loaded or loading image', async () => {
    const { made, makeProbe } = fakeProbe(() => null);
    await expect(
      chosenSource(image({ currentSrc: `${ORIGIN}/uploads/${ID}-640.webp` }), { makeProbe }),
    ).resolves.toBe(`${ORIGIN}/uploads/${ID}-640.webp`);
    expect(made).toHaveLength(0);
  });

  it('lets a detached copy choose for a lazy image not loaded yet (same srcset and sizes)', async () => {
    const { made, makeProbe } = fakeProbe((probe) =>
      probe.sizes === '(min-width: 900px) 300px, 90vw' && probe.srcset === SRCSET
        ? `${ORIGIN}/uploads/${ID}-640.webp`
        : null,
    );
    await expect(
      chosenSource(image({ sizes: '(min-width: 900px) 300px, 90vw' }), { makeProbe }),
    ).resolves.toBe(`${ORIGIN}/uploads/${ID}-640.webp`);
    expect(made).toHaveLength(1);
    expect(made[0]!.src).toBe(`${ORIGIN}/uploads/${ID}.jpg`);
  });

  it('gives nothing when the copy fails, takes too long, or data is to be saved', async () => {
    await expect(
      chosenSource(image(), { makeProbe: fakeProbe(() => null).makeProbe }),
    ).resolves.toBeNull();
    const never = () => ({ ...image({ src: '' }), onload: null, onerror: null }) as Probe;
    await expect(chosenSource(image(), { makeProbe: never, timeoutMs: 5 })).resolves.toBeNull();
    const { made, makeProbe } = fakeProbe(() => 'x');
    await expect(chosenSource(image(), { makeProbe, allowLoad: false })).resolves.toBeNull();
    expect(made).toHaveLength(0);
  });

  it('gives nothing for an image without a source', async () => {
    await expect(
      chosenSource(image({ src: '', srcset: '' }), { makeProbe: fakeProbe(() => 'x').makeProbe }),
    ).resolves.toBeNull();
  });
});

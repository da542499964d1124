import type { IncomingMessage } from 'node:http';
import { currentRequestId, newRequestId, requestContext, requestIdOf } from '@/common/request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('keeps a sane incoming X-Request-Id (a UUID or a short token)', () => {
    expect(newRequestId('3f1c2f0e-9a8b-4c1d-8e2f-0123456789ab')).toBe(
      '3f1c2f0e-9a8b-4c1d-8e2f-0123456789ab',
    );
    expect(newRequestId('lb-7f3a:42')).toBe('lb-7f3a:42');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['too long', 'a'.repeat(65)],
    ['with spaces', 'a b'],
    ['with a line break', 'abc\ninjected'],
    ['with markup', '<script>'],
    ['repeated', ['a', 'b']],
  ])('replaces a %s X-Request-Id with a new UUID', (_, incoming) => {
    expect(newRequestId(incoming)).toMatch(UUID);
  });

  it('makes the id of a request once', () => {
    const req = { headers: {} } as IncomingMessage;
    expect(requestIdOf(req)).toMatch(UUID);
    expect(requestIdOf(req)).toBe(requestIdOf(req));
  });

  it('knows the current request inside its context only', async () => {
    expect(currentRequestId()).toBeNull();
    await requestContext.run({ requestId: 'r-1' }, async () => {
      await Promise.resolve();
      expect(currentRequestId()).toBe('r-1');
    });
  });
});

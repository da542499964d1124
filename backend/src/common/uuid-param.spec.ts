import { AppError, ErrorCode } from '@/common/app-error';
import { uuidParam } from '@/common/uuid-param';

describe('uuidParam', () => {
  const id = '0b5e3d38-4a35-4a3c-9a57-0a7d1b3c9e21';

  it('passes an id as the database writes it', () => {
    expect(uuidParam.transform(id, { type: 'param' })).toBe(id);
  });

  it('answers 404 for a malformed id and for one in capitals (a cache key of its own)', () => {
    for (const value of [
      'kein-kurs',
      id.toUpperCase(),
      `${id.slice(0, 9)}A${id.slice(10)}`,
      `${id} `,
    ]) {
      let thrown: unknown;
      try {
        uuidParam.transform(value, { type: 'param' });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect((thrown as AppError).code).toBe(ErrorCode.NotFound);
    }
  });
});

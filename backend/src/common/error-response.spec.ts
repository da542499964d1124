import { toErrorResponse } from '@/common/error-response';

describe('toErrorResponse', () => {
  it('answers a unique-index race (PostgreSQL 23505) with 409 and a German sentence', () => {
    const raced = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const wrapped = Object.assign(new Error('Failed query'), { cause: { code: '23505' } });
    for (const error of [raced, wrapped]) {
      const { status, body } = toErrorResponse(error);
      expect(status).toBe(409);
      expect(body).toMatchObject({ success: false, code: 'CONFLICT' });
      expect(body.message).toContain('Bitte lade neu');
    }
  });

  it('answers a taken client-made id (the primary key refused it) with 409 "gibt es schon"', () => {
    const taken = { code: '23505', constraint: 'courses_pkey' };
    for (const error of [
      Object.assign(new Error('duplicate key value'), taken),
      Object.assign(new Error('Failed query'), { cause: taken }),
    ]) {
      const { status, body } = toErrorResponse(error);
      expect(status).toBe(409);
      expect(body).toMatchObject({ code: 'CONFLICT', message: 'Diesen Eintrag gibt es schon.' });
    }
    // Another unique index (a name) stays the race's answer.
    const name = Object.assign(new Error('dup'), {
      code: '23505',
      constraint: 'courses_title_key',
    });
    expect(toErrorResponse(name).body.message).toContain('Bitte lade neu');
  });

  it('hides anything unexpected behind the generic text of spec section 8', () => {
    const { status, body } = toErrorResponse(new Error('secret stack detail'));
    expect(status).toBe(500);
    expect(body.message).toBe(
      'Da ist etwas schief gelaufen. Das Problem wurde gemeldet um sich darum zu kümmern.',
    );
    expect(JSON.stringify(body)).not.toContain('secret');
  });
});

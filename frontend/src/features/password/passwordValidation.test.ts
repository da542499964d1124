import { readToken, validateNewPassword } from '@/features/password/passwordValidation';

describe('validateNewPassword', () => {
  it('requires both fields', () => {
    expect(validateNewPassword({ password: '', confirm: '' })).toEqual({
      password: 'validation.passwordRequired',
      confirm: 'validation.confirmRequired',
    });
  });

  it('asks for at least eight characters', () => {
    expect(validateNewPassword({ password: 'kurz', confirm: 'kurz' }).password).toBe(
      'validation.passwordTooShort',
    );
  });

  it('says when the repetition differs', () => {
    expect(validateNewPassword({ password: 'Turnhalle2026!', confirm: 'Turnhalle2025!' })).toEqual({
      confirm: 'validation.mismatch',
    });
  });

  it('accepts a long enough password typed twice', () => {
    expect(validateNewPassword({ password: 'Turnhalle2026!', confirm: 'Turnhalle2026!' })).toEqual(
      {},
    );
  });
});

describe('readToken', () => {
  it('reads the token of the mailed link', () => {
    const token = 'a'.repeat(43);
    expect(readToken(new URLSearchParams(`token=${token}`))).toBe(token);
  });

  it('rejects a missing or malformed token', () => {
    expect(readToken(new URLSearchParams(''))).toBeNull();
    expect(readToken(new URLSearchParams('token=<script>'))).toBeNull();
  });
});

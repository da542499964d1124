import { pseudonymFor, scrubber } from '@/users/user-erasure.repository';

describe('scrubber', () => {
  const pseudonym = pseudonymFor('1a2b3c4d-0000-4000-8000-000000000000');
  const scrub = scrubber(['max+verein@example.org', 'Jörg "Jo" Müller'], pseudonym);

  it('names the pseudonym by the first 8 characters of the id', () => {
    expect(pseudonym).toBe('Gelöschter Nutzer 1a2b3c4d');
  });

  it('replaces the address in any case and the full name in nested values, keys untouched', () => {
    expect(
      scrub.json({
        email: 'MAX+verein@example.org',
        note: 'Mail an max+verein@example.org gesendet',
        list: [{ name: 'Jörg "Jo" Müller' }, 3, null, true],
      }),
    ).toEqual({
      email: pseudonym,
      note: `Mail an ${pseudonym} gesendet`,
      list: [{ name: pseudonym }, 3, null, true],
    });
  });

  it('reads the needles literally, not as patterns', () => {
    expect(scrub.json('maxxverein@exampleXorg')).toBe('maxxverein@exampleXorg');
  });

  it('leaves everything as it is without needles', () => {
    expect(scrubber(['', '  '], pseudonym).json({ a: 'text' })).toEqual({ a: 'text' });
  });
});

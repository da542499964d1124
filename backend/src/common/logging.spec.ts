import { Writable } from 'node:stream';
import pino from 'pino';
import { REDACTED_PATHS, scrubUrl } from '@/common/logging';

describe('scrubUrl', () => {
  it('hides the token of a reset or verification link', () => {
    expect(scrubUrl('/de/passwort-zuruecksetzen?token=abc123&lang=de')).toBe(
      '/de/passwort-zuruecksetzen?token=[redacted]&lang=de',
    );
    expect(scrubUrl('/x?Reset%5FToken=abc&api_key=k&page=2')).toBe(
      '/x?Reset%5FToken=[redacted]&api_key=[redacted]&page=2',
    );
  });

  it('leaves URLs without secrets or personal data as they are', () => {
    expect(scrubUrl('/de/?seite=2&sport=turnen&alter_von=6')).toBe(
      '/de/?seite=2&sport=turnen&alter_von=6',
    );
    expect(scrubUrl('/public/news')).toBe('/public/news');
  });

  it('hides the address of a data request, searches for people and any value with an @', () => {
    expect(scrubUrl('/api/trials/person?email=erika%40example.de')).toBe(
      '/api/trials/person?email=[redacted]',
    );
    expect(scrubUrl('/api/users?search=Mustermann&page=1')).toBe(
      '/api/users?search=[redacted]&page=1',
    );
    expect(scrubUrl('/de/?suche=Erika&lastname=M&phone=0171')).toBe(
      '/de/?suche=[redacted]&lastname=[redacted]&phone=[redacted]',
    );
    expect(scrubUrl('/x?to=erika@example.de&who=a%40b.de&page=2')).toBe(
      '/x?to=[redacted]&who=[redacted]&page=2',
    );
  });
});

describe('REDACTED_PATHS', () => {
  it('censors passwords, tokens and credential headers in any logged object', () => {
    let line = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        line += chunk.toString('utf8');
        done();
      },
    });
    const logger = pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, stream);
    logger.warn(
      {
        password: 'geheim-1',
        body: { newPassword: 'geheim-2', token: 'geheim-3', email: 'a@b.de' },
        headers: { authorization: 'Bearer geheim-4', cookie: 'vh_refresh=geheim-5' },
      },
      'x',
    );
    for (const secret of ['geheim-1', 'geheim-2', 'geheim-3', 'geheim-4', 'geheim-5'])
      expect(line).not.toContain(secret);
    expect(line).toContain('a@b.de');
  });
});

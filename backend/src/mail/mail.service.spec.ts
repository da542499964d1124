import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '@/config/env';
import type { ClubService } from '@/club/club.service';
import { MailError, MailService } from '@/mail/mail.service';

/** A real SMTP server that refuses one recipient, quoting it as real servers do. */
async function refusingServer(refused: string) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address !== refused) return callback();
      const error = new Error(`5.1.1 <${refused}>: Recipient address rejected: User unknown`);
      (error as Error & { responseCode: number }).responseCode = 550;
      return callback(error);
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The club's names as the settings give them (ClubService reads them from the database). */
const club = (name: string) =>
  ({ mailName: () => Promise.resolve(name) }) as unknown as ClubService;

describe('MailService', () => {
  it('rejects a refused recipient with the reply code and command, never the address', async () => {
    const smtp = await refusingServer('erika.mustermann@example.de');
    const mail = new MailService(loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url }), club(''));
    try {
      const sent = mail.send({ to: 'erika.mustermann@example.de', subject: 'Test', text: 'Hallo' });
      await expect(sent).rejects.toBeInstanceOf(MailError);
      const error = (await sent.catch((e: unknown) => e)) as MailError;
      expect(error.message).toContain('550');
      expect(error.message).toContain('RCPT TO');
      expect(error.message).toContain('Recipient address rejected');
      expect(error.message).not.toMatch(/erika|mustermann|example\.de/i);
      expect(JSON.stringify(error)).not.toMatch(/erika|mustermann/i);
    } finally {
      mail.onApplicationShutdown();
      await smtp.close();
    }
  });

  it('keeps a mail as a file without SMTP_URL and logs its file name, not its recipient', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vh-mail-'));
    const logged = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    try {
      const mail = new MailService(
        loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, MAIL_FROM: 'Alt <noreply@verein.de>' }),
        club('Turnverein Beispielstadt e.V.'),
      );
      await mail.send({ to: 'erika.mustermann@example.de', subject: 'Kurs X', text: 'Hallo' });
      const [file] = readdirSync(join(dataDir, 'mail'));
      expect(file).toMatch(/\.eml$/);
      // The sender is MAIL_FROM's address under the club's name.
      expect(readFileSync(join(dataDir, 'mail', file!), 'utf8')).toMatch(
        /^From: "?Turnverein Beispielstadt e\.V\."? <noreply@verein\.de>$/m,
      );
      expect(logged).toHaveBeenCalledWith(`Mail gespeichert: ${file}`);
      expect(JSON.stringify(logged.mock.calls)).not.toMatch(/erika|mustermann|Kurs X/);
    } finally {
      logged.mockRestore();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('describes an unreachable server by its code alone', async () => {
    const error = MailError.from(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1 for <a@b.de>'), {
        code: 'ECONNECTION',
      }),
    );
    expect(error.message).toBe('Mail nicht zugestellt: ECONNECTION');
  });
});

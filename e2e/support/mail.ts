import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DATA_ROOT } from '@/support/server';

/**
 * The texts of the .eml files of every run's mail folder (without SMTP_URL the server writes each
 * mail there) that contain `text`, oldest first. Quoted-printable soft line breaks are joined and
 * `=3D` read as `=`, so a token or a link is found whole.
 */
export async function mailsContaining(text: string): Promise<string[]> {
  const found: { at: number; mail: string }[] = [];
  for (const run of await readdir(DATA_ROOT).catch(() => [] as string[])) {
    const dir = join(DATA_ROOT, run, 'mail');
    for (const file of await readdir(dir).catch(() => [] as string[])) {
      if (!file.endsWith('.eml')) continue;
      const path = join(dir, file);
      const mail = (await readFile(path, 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (mail.includes(text)) found.push({ at: (await stat(path)).mtimeMs, mail });
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ mail }) => mail);
}

/** The text of a mail that contains `text`, or null. */
export async function findMail(text: string): Promise<string | null> {
  return (await mailsContaining(text))[0] ?? null;
}

/** The token of the newest link to `/…/{page}?token=…` in the mails to `email`, or null. */
export async function mailedToken(email: string, page: string): Promise<string | null> {
  const links = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`, 'g');
  const tokens = (await mailsContaining(email)).flatMap((mail) =>
    [...mail.matchAll(links)].map((match) => match[1]!),
  );
  return tokens.at(-1) ?? null;
}

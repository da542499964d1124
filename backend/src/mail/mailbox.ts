import { domainToASCII } from 'node:url';

/** Providers that ignore dots in the local part and know the domain under two names. */
const DOTLESS_DOMAINS = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * The mailbox an address delivers to, as far as a sender can tell: what the per-mailbox caps of
 * the public forms count (mail/mail-quota.ts). Different spellings of one mailbox are one key:
 * case, a quoted local part (`"victim+q1"@…` is `victim+q1@…`), a `+tag` (sub-addressing, which
 * nearly every provider delivers to the same box), the domain's Unicode or trailing-dot form,
 * format characters (zero-width spaces) and, for Gmail, dots and `googlemail.com`.
 *
 * Over-counting is harmless (two people share a cap), under-counting is the relay: when in doubt
 * the function merges.
 */
export function mailboxOf(address: string): string {
  const text = address
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .trim();
  const at = text.lastIndexOf('@');
  if (at < 0) return text.toLowerCase();
  let local = text.slice(0, at);
  if (local.length >= 2 && local.startsWith('"') && local.endsWith('"')) {
    local = local.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  local = local.toLowerCase();
  const tag = local.indexOf('+');
  if (tag > 0) local = local.slice(0, tag);
  const written = text
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.+$/, '');
  let domain = domainToASCII(written) || written;
  const dotless = DOTLESS_DOMAINS.get(domain);
  if (dotless) {
    domain = dotless;
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`;
}

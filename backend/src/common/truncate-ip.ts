import { isIPv4, isIPv6 } from 'node:net';

/**
 * A client address as the audit log keeps it (GDPR: data minimisation). IPv4 loses its last octet
 * ("192.168.1.37" -> "192.168.1.0"), IPv6 keeps its /48 prefix ("2001:db8:abcd:12::1" ->
 * "2001:db8:abcd::"), the size of a site's allocation, so no single household is named. The result
 * stays readable for the club (which network a login storm came from); a keyed hash would not.
 * An IPv4 address written as IPv6 ("::ffff:1.2.3.4") is treated as IPv4. Anything else: null.
 */
export function truncateIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const address = ip.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0`;
  if (!isIPv6(address)) return null;
  const prefix = expandIpv6(address.split('%')[0]!)
    .slice(0, 3)
    .map((g) => g.replace(/^0+(?=.)/, ''));
  while (prefix.at(-1) === '0') prefix.pop();
  return `${prefix.join(':')}::`;
}

/** The eight 16-bit groups of an IPv6 address (with "::" and an embedded IPv4 tail expanded). */
function expandIpv6(address: string): string[] {
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right];
}

/**
 * The client a per-client limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one
 * household or phone gets a whole /64 and can pick any address in it). Anything else as given.
 */
export function clientNetwork(ip: string): string {
  const address = ip.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!isIPv6(address)) return address;
  return `${expandIpv6(address.split('%')[0]!)
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

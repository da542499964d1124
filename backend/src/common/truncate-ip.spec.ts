import { truncateIp } from '@/common/truncate-ip';

describe('truncateIp', () => {
  it('zeroes the last octet of an IPv4 address', () => {
    expect(truncateIp('192.168.1.37')).toBe('192.168.1.0');
    expect(truncateIp('10.0.0.255')).toBe('10.0.0.0');
  });

  it('treats an IPv4-mapped IPv6 address as IPv4', () => {
    expect(truncateIp('::ffff:203.0.113.9')).toBe('203.0.113.0');
  });

  it('keeps the /48 prefix of an IPv6 address', () => {
    expect(truncateIp('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd::');
    expect(truncateIp('2001:0db8:00ab::1')).toBe('2001:db8:ab::');
    expect(truncateIp('2001:db8::7')).toBe('2001:db8::');
    expect(truncateIp('::1')).toBe('::');
    expect(truncateIp('fe80::1%eth0')).toBe('fe80::');
  });

  it('is idempotent, so a truncated address stays as it is', () => {
    expect(truncateIp('192.168.1.0')).toBe('192.168.1.0');
    expect(truncateIp('2001:db8:abcd::')).toBe('2001:db8:abcd::');
  });

  it('gives null for nothing or something that is not an address', () => {
    expect(truncateIp(undefined)).toBeNull();
    expect(truncateIp('')).toBeNull();
    expect(truncateIp('unknown')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { networkOf } from './client-ip';

describe('networkOf', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 one as its IPv4', () => {
    for (const ip of ['198.51.100.7', '198.51.100.7:5123', '[::ffff:198.51.100.7]:80'])
      expect(networkOf(ip)).toBe('198.51.100.7');
    for (const mapped of ['::ffff:198.51.100.7', '0:0:0:0:0:FFFF:198.51.100.7', '::ffff:c633:6407'])
      expect(networkOf(mapped)).toBe('198.51.100.7');
  });

  it('gives every address of one IPv6 /64 the same key, however written', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:DB8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:0:0:0:9',
      '2001:db8:1:2:a::',
      '2001:db8:1:2::1.2.3.4',
      '2001:db8:1:2::1%eth0',
      // As some proxies write X-Forwarded-For: bracketed, with or without a port.
      '[2001:db8:1:2::7]',
      '[2001:db8:1:2::8]:443',
    ].map(networkOf);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('tells /64 networks apart, compressed anywhere', () => {
    expect(networkOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('2001:db8:1::2:3:4:5')).toBe('2001:db8:1:0::/64');
  });

  it('leaves what is not an address as it is', () => {
    expect(networkOf('unknown')).toBe('unknown');
  });
});

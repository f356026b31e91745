import { describe, expect, it } from 'vitest';
import { addressAllowed, literalAllowed, refusedCallback } from './callback-address';

describe('callback addresses', () => {
  it.each([
    ['169.254.169.254', false, false],
    ['::ffff:169.254.169.254', false, false],
    ['fe80::1', false, false],
    ['fd00:ec2::254', false, false],
    ['0.0.0.0', false, false],
    ['::', false, false],
    ['127.0.0.1', true, false],
    ['::1', true, false],
    ['10.1.2.3', true, false],
    ['172.20.0.5', true, false],
    ['192.168.1.10', true, false],
    ['::ffff:192.168.1.10', true, false],
    ['fd12:3456::1', true, false],
    ['93.184.216.34', true, true],
    ['2606:2800:220:1:248:1893:25c8:1946', true, true],
  ])('%s: any %s, public %s', (ip, any, pub) => {
    expect(addressAllowed(ip, 'any')).toBe(any);
    expect(addressAllowed(ip, 'public')).toBe(pub);
  });

  it('checks IP hosts in the URL at once, names only at delivery', () => {
    expect(literalAllowed('http://169.254.169.254/latest/meta-data', 'any')).toBe(false);
    expect(literalAllowed('http://[fe80::1]:8080/x', 'any')).toBe(false);
    expect(literalAllowed('http://[::ffff:169.254.169.254]/', 'any')).toBe(false);
    expect(literalAllowed('http://[::ffff:10.0.0.1]/', 'public')).toBe(false);
    expect(literalAllowed('http://127.0.0.1:9000/hook', 'any')).toBe(true);
    expect(literalAllowed('http://127.0.0.1:9000/hook', 'public')).toBe(false);
    expect(literalAllowed('https://hooks.example.com/x', 'public')).toBe(true);
  });

  it('refuses a name that resolves to a refused address, with the address in the reason', async () => {
    expect(await refusedCallback('http://localhost:9000/hook', 'public')).toMatch(/127\.0\.0\.1|::1/);
    expect(await refusedCallback('http://localhost:9000/hook', 'any')).toBeNull();
  });
});

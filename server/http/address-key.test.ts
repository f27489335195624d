import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';

describe('the address key of the sign-in limits', () => {
  it('keeps an IPv4 address whole, also written IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:10.0.0.1')).toBe('10.0.0.1');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:85a3:0::/64';
    expect(addressKey('2001:db8:85a3::8a2e:370:7334')).toBe(key);
    expect(addressKey('2001:0db8:85a3:0000:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressKey('2001:db8:85a3::1%eth0')).toBe(key);
    expect(addressKey('2001:db8:85a3:1::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('passes anything else through (a socket without an address)', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('unknown')).toBe('unknown');
  });
});

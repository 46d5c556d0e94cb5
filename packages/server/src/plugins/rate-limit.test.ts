import { describe, expect, it } from 'vitest';
import { addressKey, failureDelay } from './rate-limit.ts';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('10.0.0.1')).toBe('10.0.0.1');
    expect(addressKey('203.0.113.200')).toBe('203.0.113.200');
  });

  it('keys an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    expect(addressKey('2001:db8:1:2::1')).toBe(key);
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressKey('2001:DB8:1:2:a:b:c:d')).toBe(key);
    expect(addressKey('[2001:db8:1:2::7]')).toBe(key);
    expect(addressKey('2001:db8:1:2::1%eth0')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('keys an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(addressKey('::FFFF:10.0.0.1')).toBe('10.0.0.1');
    expect(addressKey('0:0:0:0:0:ffff:a00:1')).toBe('10.0.0.1');
    // Not mapped: an IPv4 tail in another prefix is an IPv6 address.
    expect(addressKey('64:ff9b::10.0.0.1')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves something that is no address alone', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('unknown')).toBe('unknown');
  });
});

describe('failureDelay', () => {
  it('waits from the free-th failure on, doubling, up to the cap', () => {
    const wait = (count: number) => failureDelay(count, 5, 1_000, 900_000);
    expect([1, 2, 3, 4].map(wait)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(wait)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(wait(15)).toBe(900_000);
    expect(wait(10_000)).toBe(900_000);
  });
});

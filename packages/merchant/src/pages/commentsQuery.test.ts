// The reviews list's address: what a reload or a shared link shows, and nothing malformed gets through.
import { describe, expect, it } from 'vitest';
import { commentQueryOf, commentSearchOf } from './CommentsPage.tsx';

describe('the reviews list in the address', () => {
  it('reads the filters and the page, and writes back only what differs from the defaults', () => {
    const query = commentQueryOf(new URLSearchParams('evaluate=2&replied=0&prodId=42&current=3&size=20'));
    expect(query).toEqual({ evaluate: 2, replied: 0, prodId: 42, current: 3, size: 20 });
    expect(commentSearchOf(query)).toEqual({
      evaluate: '2',
      replied: '0',
      prodId: '42',
      current: '3',
      size: '20',
    });
    const defaults = commentQueryOf(new URLSearchParams(''));
    expect(defaults).toEqual({ evaluate: -1, replied: -1, prodId: 0, current: 1, size: 10 });
    expect(commentSearchOf(defaults)).toEqual({});
  });

  it('reads anything malformed as the default', () => {
    expect(commentQueryOf(new URLSearchParams('evaluate=9&replied=x&current=-2&size=33'))).toEqual({
      evaluate: -1,
      replied: -1,
      prodId: 0,
      current: 1,
      size: 10,
    });
    expect(commentQueryOf(new URLSearchParams('current=1.5&evaluate=1.0')).current).toBe(1);
    expect(commentQueryOf(new URLSearchParams('current=99999999')).current).toBe(1);
    for (const prodId of ['0', '-3', '1.5', 'x', '042', '2147483648', ''])
      expect(commentQueryOf(new URLSearchParams({ prodId })).prodId).toBe(0);
  });
});

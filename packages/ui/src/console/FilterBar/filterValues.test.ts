import { describe, expect, it } from 'vitest';
import { filterValues } from './filterValues.ts';

describe('filterValues', () => {
  it('trims text and leaves empty fields out', () => {
    expect(
      filterValues([
        ['orderNumber', '  2026 '],
        ['buyer', '   '],
        ['status', ''],
      ]),
    ).toEqual({ orderNumber: '2026' });
  });

  it('keeps the last of repeated names, also when the last is empty', () => {
    expect(
      filterValues([
        ['status', 'shipped'],
        ['status', 'completed'],
      ]),
    ).toEqual({ status: 'completed' });
    expect(
      filterValues([
        ['status', 'shipped'],
        ['status', ''],
      ]),
    ).toEqual({});
  });

  it('ignores files', () => {
    expect(filterValues([['picture', new File(['x'], 'a.png')]])).toEqual({});
  });

  it('reads a real form data object', () => {
    const data = new FormData();
    data.append('buyer', 'Li Lei');
    expect(filterValues(data)).toEqual({ buyer: 'Li Lei' });
  });
});

import { describe, expect, it } from 'vitest';
import { parseMallDateTime } from '../time.ts';
import { evaluateOfScore, joinPics, splitPics } from './comment.ts';

describe('comment wire helpers', () => {
  it('classes a score as good, medium or poor', () => {
    expect([5, 4, 3, 2, 1].map(evaluateOfScore)).toEqual([0, 0, 1, 2, 2]);
  });

  it('joins at most nine image URLs and splits them back', () => {
    const urls = Array.from({ length: 11 }, (_, i) => `/api/uploads/2026/06/${i}.png`);
    const joined = joinPics(urls);
    expect(joined.split(',')).toHaveLength(9);
    expect(splitPics(joined)).toEqual(urls.slice(0, 9));
    expect(splitPics('')).toEqual([]);
    expect(splitPics(null)).toEqual([]);
  });

  it('keeps the comma inside a data URL', () => {
    const a = 'data:image/svg+xml;utf8,%3Csvg%3E';
    expect(splitPics(`${a},/api/uploads/x.png,https://cdn.example/y.png`)).toEqual([
      a,
      '/api/uploads/x.png',
      'https://cdn.example/y.png',
    ]);
  });
});

describe('parseMallDateTime', () => {
  it('reads a wire time in China time', () => {
    expect(parseMallDateTime('2026-06-18 09:45:00')).toBe(Date.parse('2026-06-18T01:45:00Z'));
    expect(Number.isNaN(parseMallDateTime('soon'))).toBe(true);
  });
});

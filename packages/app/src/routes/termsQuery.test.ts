import { describe, expect, it } from 'vitest';
import { termsDocumentFromQuery } from './termsQuery.ts';

const doc = (search: string) => termsDocumentFromQuery(new URLSearchParams(search));

describe('termsDocumentFromQuery', () => {
  it('is the privacy policy for sts=1 only', () => {
    expect(doc('sts=1')).toBe('privacy');
    expect(doc('sts=0')).toBe('terms');
  });

  it('falls back to the terms of service for any other value', () => {
    for (const search of ['', 'sts=', 'sts=2', 'sts=-1', 'sts=privacy', 'sts=01', 'lang=en']) {
      expect(doc(search)).toBe('terms');
    }
  });
});

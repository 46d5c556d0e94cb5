import { describe, expect, it } from 'vitest';
import { maskMobile } from './account.ts';

describe('maskMobile', () => {
  it('shows the first 3 and last 4 digits', () => {
    expect(maskMobile('13800000000')).toBe('138****0000');
    expect(maskMobile(' 13912345678 ')).toBe('139****5678');
    expect(maskMobile('1234567')).toBe('*******');
    expect(maskMobile('')).toBe('');
  });
});

// A home section's form (decisions/0102): each refusal of the schema carries its own message, and the
// product list's message says the limit the schema applies.
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { PLATFORM_PROD_TAG_LIMITS, PlatformProdTagParam } from './platformProdTag.ts';

const section = { title: '茶具', titleEn: 'Tea sets', seq: 0, style: 0, status: 1, prodIds: [3, 1, 2] };
const refusal = (over: Record<string, unknown>) =>
  PlatformProdTagParam.safeParse({ ...section, ...over }).error?.issues.map((i) => i.message);

describe('a home section', () => {
  it('keeps its products in the order given', () => {
    expect(PlatformProdTagParam.parse(section).prodIds).toEqual([3, 1, 2]);
    expect(PlatformProdTagParam.parse({ ...section, prodIds: [] }).prodIds).toEqual([]);
  });

  it('refuses too many products, a repeat or a malformed id with the product list message', () => {
    const max = PLATFORM_PROD_TAG_LIMITS.prodsMax;
    expect(PlatformProdTagParam.safeParse({ ...section, prodIds: range(max) }).success).toBe(true);
    const id = messages.prodTagProdsInvalid.id;
    expect(refusal({ prodIds: range(max + 1) })).toEqual([id]);
    expect(refusal({ prodIds: [1, 2, 1] })).toEqual([id]);
    expect(refusal({ prodIds: [0] })).toEqual([id]);
    expect(refusal({ prodIds: [1.5] })).toEqual([id]);
    expect(refusal({ prodIds: 'all' })).toEqual([id]);
    expect(messages.prodTagProdsInvalid.message).toContain(String(max));
  });

  it('refuses an unknown layout with its own message', () => {
    expect(refusal({ style: 3 })).toEqual([messages.prodTagStyleInvalid.id]);
  });
});

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1);
}

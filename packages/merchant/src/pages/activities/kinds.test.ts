import { describe, expect, it } from 'vitest';
import { sectionOf } from '../../sections.ts';
import { activityKinds, kindOf } from './kinds.ts';

describe('the activity kinds', () => {
  it('are the five kinds of the issue, in the order of the tab bar', () => {
    expect(activityKinds.map((k) => k.key)).toEqual(['seckill', 'group', 'discount', 'coupon', 'points']);
  });

  it('have distinct keys and paths, each one segment', () => {
    expect(new Set(activityKinds.map((k) => k.key)).size).toBe(activityKinds.length);
    expect(new Set(activityKinds.map((k) => k.path)).size).toBe(activityKinds.length);
    for (const kind of activityKinds) expect(kind.path).toMatch(/^[a-z][a-z-]*$/);
  });

  it('finds the kind of a path under the section by its first segment', () => {
    expect(kindOf('/seckill')?.key).toBe('seckill');
    expect(kindOf('/seckill/new')?.key).toBe('seckill');
    expect(kindOf('/group/12')?.key).toBe('group');
    expect(kindOf('/')).toBeUndefined();
    expect(kindOf('/seckillx')).toBeUndefined();
    expect(kindOf('/coupon/7')?.key).toBe('coupon');
  });

  it('live in the activities section, which needs the products permission', () => {
    const section = sectionOf('/activities/group/3');
    expect(section?.key).toBe('activities');
    expect(section?.permission).toBe('products');
  });
});

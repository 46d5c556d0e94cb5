import { describe, expect, it } from 'vitest';
import { fieldDiff } from './fieldDiff.ts';

describe('an audit row as fields side by side', () => {
  it('pairs the fields of both sides and marks the changed ones', () => {
    expect(fieldDiff({ status: 0, remark: null }, { status: -1, remark: '不清晰' })).toEqual([
      { field: 'status', before: 0, after: -1, changed: true },
      { field: 'remark', before: null, after: '不清晰', changed: true },
    ]);
    expect(fieldDiff({ status: 1, name: 'a' }, { status: 2, name: 'a' })).toEqual([
      { field: 'status', before: 1, after: 2, changed: true },
      { field: 'name', before: 'a', after: 'a', changed: false },
    ]);
  });

  it('flattens nested objects and arrays into paths', () => {
    expect(
      fieldDiff({ owner: { mobile: '1' }, imgs: ['x'] }, { owner: { mobile: '2' }, imgs: ['x', 'y'] }),
    ).toEqual([
      { field: 'owner.mobile', before: '1', after: '2', changed: true },
      { field: 'imgs[0]', before: 'x', after: 'x', changed: false },
      { field: 'imgs[1]', before: undefined, after: 'y', changed: true },
    ]);
    expect(fieldDiff({ tags: [], extra: {} }, { tags: ['a'], extra: {} })).toEqual([
      { field: 'tags', before: '[]', after: undefined, changed: true },
      { field: 'extra', before: '{}', after: '{}', changed: false },
      { field: 'tags[0]', before: undefined, after: 'a', changed: true },
    ]);
  });

  it('reads a creation (nothing before) and a deletion (nothing after), and a state that is one value', () => {
    expect(fieldDiff(null, { id: 3, title: '公告' })).toEqual([
      { field: 'id', before: undefined, after: 3, changed: true },
      { field: 'title', before: undefined, after: '公告', changed: true },
    ]);
    expect(fieldDiff({ id: 3 }, null)).toEqual([{ field: 'id', before: 3, after: undefined, changed: true }]);
    expect(fieldDiff(true, false)).toEqual([{ field: '', before: true, after: false, changed: true }]);
    expect(fieldDiff(null, null)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyUpdater, ariaSort, nextSelectedIds, selectionOnPage, singleSort } from './tableState.ts';

describe('ariaSort', () => {
  it('names the direction of the sorted column and leaves the others without the attribute', () => {
    expect(ariaSort('asc')).toBe('ascending');
    expect(ariaSort('desc')).toBe('descending');
    expect(ariaSort(false)).toBeUndefined();
  });
});

describe('selection on a server-paged list', () => {
  const page = ['o1', 'o2', 'o3'];

  it('marks only the rows of this page that the parent holds as selected', () => {
    expect(selectionOnPage(['o2', 'o9'], page)).toEqual({ o2: true });
    expect(selectionOnPage([], page)).toEqual({});
  });

  it('keeps ids chosen on other pages and takes this page from the engine', () => {
    expect(nextSelectedIds(['o9', 'o2'], page, { o1: true, o3: true })).toEqual(['o9', 'o1', 'o3']);
    expect(nextSelectedIds(['o9', 'o2'], page, {})).toEqual(['o9']);
  });

  it('lists this page in row order, whatever order the engine reports', () => {
    expect(nextSelectedIds([], page, { o3: true, o1: true })).toEqual(['o1', 'o3']);
  });

  it('round-trips: reading a selection back for the page changes nothing', () => {
    const id = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
    fc.assert(
      fc.property(fc.uniqueArray(id), fc.uniqueArray(id), (selected, pageIds) => {
        const next = nextSelectedIds(selected, pageIds, selectionOnPage(selected, pageIds));
        expect([...next].sort()).toEqual([...selected].sort());
      }),
    );
  });
});

describe('sorting updates', () => {
  it('applies a value or a function of the previous state', () => {
    expect(applyUpdater([{ id: 'a', desc: false }], [])).toEqual([{ id: 'a', desc: false }]);
    expect(applyUpdater((old: number) => old + 1, 1)).toBe(2);
  });

  it('keeps one column at most, as the server sorts by one field', () => {
    expect(
      singleSort([
        { id: 'amount', desc: true },
        { id: 'createdAt', desc: false },
      ]),
    ).toEqual([{ id: 'amount', desc: true }]);
  });
});

// The product pickers' search (issue 17 item 7, review): typing waits for the debounce, Enter searches at
// once. Without the flush, Enter only set the same text again and the query waited out its 300 ms.
import { describe, expect, it } from 'vitest';
import { nextProductSearch, pickerQueryOf } from './shared.ts';

describe('the product search', () => {
  it('keeps the last search while the text is being typed', () => {
    const state = nextProductSearch({ keyword: '耳', searched: '' }, '耳机');
    expect(state).toEqual({ keyword: '耳机', searched: '' });
    expect(pickerQueryOf(state.searched)).not.toHaveProperty('prodName');
  });

  it('searches the text at once on Enter ({ now: true })', () => {
    const typed = nextProductSearch({ keyword: '', searched: '' }, '耳机');
    const entered = nextProductSearch(typed, '耳机', { now: true });
    expect(entered).toEqual({ keyword: '耳机', searched: '耳机' });
    expect(pickerQueryOf(entered.searched)).toMatchObject({ prodName: '耳机' });
  });

  it('searches an emptied box at once too', () => {
    expect(nextProductSearch({ keyword: '耳机', searched: '耳机' }, '', { now: true })).toEqual({
      keyword: '',
      searched: '',
    });
  });
});

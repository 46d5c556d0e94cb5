import { describe, expect, it, vi } from 'vitest';
import type { GroupProdCard, Page } from '@mall/domain';
import { groupProducts, records, toSection } from './homeProps.ts';

const page: Page<number> = { records: [1, 2], total: 2, size: 10, current: 1, pages: 1 };

describe('toSection', () => {
  it('maps the data and hides loading and error once it is there', () => {
    const section = toSection({ data: page, error: new Error('stale'), mutate: vi.fn() }, true, records);
    expect(section).toMatchObject({ data: [1, 2], loading: false, error: false });
  });

  it('shows loading only with the delayed flag and no data', () => {
    expect(toSection({ mutate: vi.fn() }, false)).toMatchObject({
      data: undefined,
      loading: false,
      error: false,
    });
    expect(toSection({ mutate: vi.fn() }, true)).toMatchObject({ loading: true, error: false });
  });

  it('reports an error without data, and its retry revalidates', () => {
    const mutate = vi.fn();
    const section = toSection({ error: new Error('500'), mutate }, false);
    expect(section).toMatchObject({ data: undefined, loading: false, error: true });
    section.onRetry();
    expect(mutate).toHaveBeenCalledOnce();
  });

  it('keeps an empty list as data (the screen shows its empty state)', () => {
    expect(toSection({ data: [] as number[], mutate: vi.fn() }, true)).toMatchObject({
      data: [],
      error: false,
    });
  });
});

describe('groupProducts', () => {
  it('links each card to its product page in group mode', () => {
    const card = {
      groupActivityId: 7,
      prodId: 12,
      prodName: 'Tea',
      pic: 'a.jpg',
      groupPrice: 9.9,
      price: 19.9,
    } as unknown as GroupProdCard;
    const [first] = groupProducts({ records: [card], total: 1, size: 10, current: 1, pages: 1 });
    expect(first?.path).toBe('/detail/12?groupActivityId=7');
  });
});

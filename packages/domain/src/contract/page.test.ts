// Compile-time checks of the paging types (`tsc -b` checks test files): `Page<T>` is what `pageOf`
// infers, and a query type keeps the parameters a schema needs required and the rest optional.
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { CommentPageQuery, ProductCard, ProductCardPage } from './catalog.ts';
import type { Page, PageQuery } from './page.ts';
import type { RefundableQuery } from './refund.ts';

describe('paging types', () => {
  it('types a page as pageOf infers it', () => {
    expectTypeOf<z.infer<typeof ProductCardPage>>().toEqualTypeOf<Page<z.infer<typeof ProductCard>>>();
  });

  it('keeps the parameters a query needs required', () => {
    expectTypeOf<PageQuery>().toEqualTypeOf<{ current?: number; size?: number }>();
    expectTypeOf<CommentPageQuery['prodId']>().toEqualTypeOf<number>();
    expectTypeOf<Pick<CommentPageQuery, 'current'>>().toEqualTypeOf<{ current?: number }>();
    expectTypeOf<RefundableQuery>().toEqualTypeOf<{ orderNumber: string; orderItemId?: number }>();
  });
});

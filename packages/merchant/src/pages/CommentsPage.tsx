// The reviews section (issue 17 item 6): the store's reviews (product, rating and reply filters and the
// page kept in the address, so a reload or a shared link shows the same) with a reply box per review. The
// product filter offers the store's newest products (one page of GET /merchant/prod/page, its largest). A reply's
// refusal is shown under its box; after a reply the list is read again (the server's reply and time).
// The screen is ui's; the rules are the server's (server comment/merchant.ts, decisions/0065).
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import {
  getMerchantComments,
  getMerchantProducts,
  replyMerchantComment,
  refusalsInPlace,
} from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { PAGE_CURRENT_MAX, PAGE_SIZE_MAX, roleAllowsRoute } from '@mall/domain';
import {
  CommentListScreen,
  emptyCommentFilters,
  type CommentListQuery,
  type ReplyRefusal,
} from '@mall/ui/screens/merchant/CommentListScreen';
import { isAxiosError } from 'axios';
import { refusalOf } from '@mall/client/console';
import { useMerchantMe } from '../hooks/me.ts';

const PAGE_SIZES = [10, 20, 50] as const;

/** One of `values` as the address holds it, else `fallback`. */
function oneOf<T extends number>(text: string | null, values: readonly T[], fallback: T): T {
  const n = Number(text ?? fallback);
  return (values as readonly number[]).includes(n) ? (n as T) : fallback;
}

/** A product id as the address holds it (a positive 32-bit integer), else 0: any product. */
function idOf(text: string | null): number {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return 0;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : 0;
}

/** The products the filter offers: the newest, as many as one page holds. */
const PRODUCT_OPTIONS_QUERY = { current: 1, size: PAGE_SIZE_MAX, status: -1 } as const;

/** The list's filters and page as the address holds them (anything malformed reads as the default). */
export function commentQueryOf(search: URLSearchParams): CommentListQuery {
  const current = Number(search.get('current') ?? 1);
  return {
    evaluate: oneOf(search.get('evaluate'), [-1, 0, 1, 2, 3] as const, -1),
    replied: oneOf(search.get('replied'), [-1, 0, 1] as const, -1),
    prodId: idOf(search.get('prodId')),
    current: Number.isInteger(current) && current >= 1 && current <= PAGE_CURRENT_MAX ? current : 1,
    size: oneOf(search.get('size'), PAGE_SIZES, 10),
  };
}

/** The address's search of a list query (defaults left out). */
export function commentSearchOf(query: CommentListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  for (const key of Object.keys(emptyCommentFilters) as (keyof typeof emptyCommentFilters)[]) {
    if (query[key] !== emptyCommentFilters[key]) search[key] = String(query[key]);
  }
  if (query.current > 1) search.current = String(query.current);
  if (query.size !== 10) search.size = String(query.size);
  return search;
}

export default function CommentsPage() {
  const [search, setSearch] = useSearchParams();
  const http = useApiClient();
  const { i18n } = useLingui();
  const query = commentQueryOf(search);
  const { prodId, ...rest } = query;
  // 0 is "any product": the endpoint is asked without prodId then.
  const list = useApiQuery(getMerchantComments, prodId ? query : rest);
  // The reviews need `orders`; the product list `products`: an account without it gets no product list
  // (no request it would be refused), and the filter keeps the address's product by its id.
  const role = useMerchantMe().data?.role;
  const mayListProducts = role !== undefined && roleAllowsRoute(role, 'products');
  const products = useApiQuery(getMerchantProducts, mayListProducts ? PRODUCT_OPTIONS_QUERY : null);
  const [refusal, setRefusal] = useState<ReplyRefusal | undefined>();
  const refused = isAxiosError(list.error) && list.error.response?.status === 400;
  return (
    <CommentListScreen
      page={list.data}
      query={query}
      onQueryChange={(next) => setSearch(commentSearchOf(next))}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      errorText={refused ? refusalOf(list.error, i18n) : undefined}
      onRetry={() => void list.mutate()}
      refusal={refusal}
      products={products.data?.records}
      onReply={async (commentId, content) => {
        setRefusal(undefined);
        try {
          await replyMerchantComment(refusalsInPlace(http), { commentId, content });
        } catch (error) {
          setRefusal({ commentId, message: refusalOf(error, i18n) });
          throw error;
        } finally {
          void list.mutate();
        }
      }}
    />
  );
}

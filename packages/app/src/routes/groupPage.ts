// The group-buy pages' pure parts: the list page of `/group-buy?currentPage=`, the product page's group
// mode (`/detail/:prodId?groupActivityId=`), the group checkout's address
// (`/submit-order?groupSkuId=&groupTeamId=&prodCount=`, team 0 opens a team), its confirm body, and where
// a paid group order goes (its order page, which shows the team).
import { paths, type GroupConfirmParam } from '@mall/domain';
import type { GroupBuyChoice } from '@mall/ui';
import { noticePageFromQuery, noticePageQuery } from './noticeQuery.ts';

/** A whole number from `min` up of a query value, or undefined (absent, malformed, too big). */
function wholeNumber(value: string | null, min: number): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min ? n : undefined;
}

/** The list's page (`currentPage`, from 1, as the notice list names it). */
export const groupPageFromQuery = noticePageFromQuery;
export const groupPageQuery = noticePageQuery;

/** The group activity of the product page's address; undefined when absent or malformed. */
export function groupActivityIdFromQuery(params: URLSearchParams): number | undefined {
  return wholeNumber(params.get('groupActivityId'), 1);
}

/** The group checkout's address for opening (team 0) or joining a team. */
export function groupCheckoutPath(choice: GroupBuyChoice): string {
  const params = new URLSearchParams({
    groupSkuId: String(choice.groupSkuId),
    groupTeamId: String(choice.groupTeamId),
    prodCount: String(choice.prodCount),
  });
  return `${paths.submitOrder()}?${params.toString()}`;
}

/** What the group checkout buys; undefined when the address is not a (valid) group checkout. */
export function parseGroupCheckoutQuery(search: string | URLSearchParams): GroupBuyChoice | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (!params.has('groupSkuId')) return undefined;
  const groupSkuId = wholeNumber(params.get('groupSkuId'), 1);
  const groupTeamId = wholeNumber(params.get('groupTeamId') ?? '0', 0);
  const prodCount = wholeNumber(params.get('prodCount'), 1);
  if (groupSkuId === undefined || groupTeamId === undefined || prodCount === undefined) return undefined;
  return { groupSkuId, groupTeamId, prodCount };
}

/** An address naming a group checkout, valid or not (a malformed one is not found, never a cart checkout). */
export function isGroupCheckoutQuery(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.has('groupSkuId');
}

/** The body of POST /p/group/order/confirm. */
export function groupConfirmBody(choice: GroupBuyChoice, addrId: number): GroupConfirmParam {
  return { ...choice, addrId };
}

/** The payment of a group order: marked, so that once paid it shows the order with its team. */
export const groupPaymentPath = (orderNumbers: string) => `${paths.payment(orderNumbers)}&group=1`;

/** The payment page was reached from the group checkout. */
export const isGroupPayment = (search: string | URLSearchParams) =>
  (typeof search === 'string' ? new URLSearchParams(search) : search).get('group') === '1';

/** After a group order is paid: its order page (the team's state), or the order list for several. */
export function paidGroupPath(orderNumbers: string): string {
  const numbers = orderNumbers.split(',');
  return numbers.length === 1 ? paths.orderDetail(numbers[0]!) : paths.userCenter('uc-order');
}

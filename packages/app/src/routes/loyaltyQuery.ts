// The loyalty pages' address queries (pure, tested): the points centre's `?ioType=` (-1 all, 0 out, 1 in),
// `?source=` (0 all, 1-7 one source) and `?currentPage=` (spec 2), anything else falling back to the
// default; the points-mall checkout's `?prodId=&skuId=&prodCount=` (anything malformed: not found).
import { LINE_UNITS_MAX, type ScoreConfirmParam } from '@mall/domain';
import type { PointsLedgerFilter } from '@mall/ui/screens/PointsCentreScreen';
import { positiveInt } from '../listQuery.ts';

const ioTypes: readonly number[] = [-1, 0, 1];
const sources: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7];

/** A whole number written as such ("-1", "5"), else NaN (so "" and "1.5" are not 0 and 1). */
const wholeOf = (text: string | null) => (text !== null && /^-?\d+$/.test(text) ? Number(text) : Number.NaN);

export function pointsQueryOf(params: URLSearchParams): { filter: PointsLedgerFilter; page: number } {
  const ioType = wholeOf(params.get('ioType'));
  const source = wholeOf(params.get('source'));
  return {
    filter: {
      ioType: (ioTypes.includes(ioType) ? ioType : -1) as PointsLedgerFilter['ioType'],
      source: (sources.includes(source) ? source : 0) as PointsLedgerFilter['source'],
    },
    page: positiveInt(params.get('currentPage')) ?? 1,
  };
}

/** The query of a filter and page (the defaults are left out). */
export function pointsSearch(filter: PointsLedgerFilter, page: number): string {
  const params = new URLSearchParams();
  if (filter.ioType !== -1) params.set('ioType', String(filter.ioType));
  if (filter.source !== 0) params.set('source', String(filter.source));
  if (page > 1) params.set('currentPage', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The line of `/submit-integral-order?prodId=&skuId=&prodCount=`, or undefined when any part is malformed. */
export function scoreCheckoutOf(
  params: URLSearchParams,
): Pick<ScoreConfirmParam, 'prodId' | 'skuId' | 'prodCount'> | undefined {
  const prodId = positiveInt(params.get('prodId'));
  const skuId = positiveInt(params.get('skuId'));
  const prodCount = positiveInt(params.get('prodCount'));
  if (prodId === undefined || skuId === undefined || prodCount === undefined) return undefined;
  if (prodId > 999_999_999 || skuId > 999_999_999 || prodCount > LINE_UNITS_MAX) return undefined;
  return { prodId, skuId, prodCount };
}

// The editing form of a flash sale or a group buy (issue 17 item 7), as plain values free of React (the
// unit tests run in Node): the fields as the
// form holds them (text, as typed), the client's checks (each field's message; the server checks all of
// them again), and the body the API takes. Times are the mall's wall clock (China Standard Time) as a
// datetime-local field gives them ("2026-12-01T10:00"), sent as "2026-12-01 10:00:00"; money is yuan.
import {
  LINE_UNITS_MAX,
  type MerchantGroup,
  type MerchantGroupParam,
  type MerchantSeckill,
  type MerchantSeckillParam,
} from '@mall/domain';

export type ActivityKind = 'seckill' | 'group';

/** A SKU of the chosen product the form can put in the activity. */
export interface ActivitySkuOption {
  skuId: number;
  skuName: string;
  /** The SKU's own price, yuan (the activity's must be below it). */
  price: number;
  /** Units in stock now (what a flash sale can take). */
  stocks: number;
  /** 1 on sale; an off-sale SKU cannot be chosen. */
  status: number;
}

export interface ActivitySkuValues {
  skuId: number;
  chosen: boolean;
  /** The activity price as typed, yuan. */
  price: string;
  /** Flash sales: the units as typed. */
  units: string;
}

export interface ActivityFormValues {
  prodId: number | null;
  startTime: string;
  endTime: string;
  maxNum: string;
  /** Group buys: members a team needs; the minutes a team has. */
  groupNumber: string;
  groupValidTime: string;
  skus: ActivitySkuValues[];
}

/** Why a field is refused; the screen words each in the merchant's language. */
export type ActivityProblem =
  | 'required'
  | 'endBeforeStart'
  | 'endPast'
  | 'maxNum'
  | 'groupNumber'
  | 'groupValidTime'
  | 'offSale'
  | 'money'
  | 'notBelow'
  | 'units';

export type ActivityFormErrors = Partial<
  Record<
    'prodId' | 'startTime' | 'endTime' | 'maxNum' | 'groupNumber' | 'groupValidTime' | 'skus',
    ActivityProblem
  >
> & { sku?: Record<number, ActivityProblem> };

/**
 * The one conversion between the wire's time ("2026-12-01 10:00:00", the mall's wall clock) and a
 * datetime-local field's value: to the minute ("2026-12-01T10:00"), or to the second with `seconds`
 * (the coupon and discount forms, whose field has `step={1}`).
 */
export function fieldTime(wire: string, { seconds = false }: { seconds?: boolean } = {}): string {
  return wire.slice(0, seconds ? 19 : 16).replace(' ', 'T');
}

/**
 * A datetime-local value, to the minute or to the second, as the wire's "YYYY-MM-DD hh:mm:ss"; anything
 * else is returned as typed (the contract's schema refuses it with its message).
 */
export function mallTime(field: string): string {
  const text = field.replace('T', ' ');
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text) ? `${text}:00` : text;
}

/** The form's first values: an activity's (editing) or an empty one. */
export function initialValues(activity?: MerchantSeckill | MerchantGroup): ActivityFormValues {
  if (!activity)
    return {
      prodId: null,
      startTime: '',
      endTime: '',
      maxNum: '1',
      groupNumber: '2',
      groupValidTime: '30',
      skus: [],
    };
  const group = 'groupActivityId' in activity;
  return {
    prodId: activity.prodId,
    startTime: fieldTime(activity.startTime),
    endTime: fieldTime(activity.endTime),
    maxNum: String(activity.maxNum),
    groupNumber: group ? String(activity.groupNumber) : '2',
    groupValidTime: group ? String(activity.groupValidTime) : '30',
    skus: group
      ? activity.skus.map((s) => ({ skuId: s.skuId, chosen: true, price: String(s.actPrice), units: '' }))
      : activity.skus.map((s) => ({
          skuId: s.skuId,
          chosen: true,
          price: String(s.seckillPrice),
          units: String(s.seckillStocks),
        })),
  };
}

/** The rows of the SKU table: every SKU of the product, with what the form holds for it. */
export function skuRows(
  values: ActivityFormValues,
  options: readonly ActivitySkuOption[],
): ActivitySkuValues[] {
  return options.map(
    (o) =>
      values.skus.find((s) => s.skuId === o.skuId) ?? { skuId: o.skuId, chosen: false, price: '', units: '' },
  );
}

const wholeIn = (text: string, min: number, max: number) => {
  const n = Number(text.trim());
  return /^\d+$/.test(text.trim()) && n >= min && n <= max ? n : null;
};
const yuan = (text: string) => (/^\d+(\.\d{1,2})?$/.test(text.trim()) ? Number(text.trim()) : null);

/** Each field's message (none: the form may be sent). `now` is the server's time, ms. */
export function checkActivityForm(
  kind: ActivityKind,
  values: ActivityFormValues,
  options: readonly ActivitySkuOption[],
  now: number,
): ActivityFormErrors {
  const errors: ActivityFormErrors = {};
  if (values.prodId === null) errors.prodId = 'required';
  const start = Date.parse(`${values.startTime}:00+08:00`);
  const end = Date.parse(`${values.endTime}:00+08:00`);
  if (!values.startTime || Number.isNaN(start)) errors.startTime = 'required';
  if (!values.endTime || Number.isNaN(end)) errors.endTime = 'required';
  else if (!Number.isNaN(start) && end <= start) errors.endTime = 'endBeforeStart';
  else if (end <= now) errors.endTime = 'endPast';
  // The server's cap on one shopper's units (the contracts' maxNum), so the form says it first.
  if (wholeIn(values.maxNum, kind === 'seckill' ? 1 : 0, LINE_UNITS_MAX) === null) errors.maxNum = 'maxNum';
  if (kind === 'group') {
    if (wholeIn(values.groupNumber, 2, 100) === null) errors.groupNumber = 'groupNumber';
    if (wholeIn(values.groupValidTime, 5, 10_080) === null) errors.groupValidTime = 'groupValidTime';
  }
  const chosen = values.skus.filter((s) => s.chosen);
  if (values.prodId !== null && chosen.length === 0) errors.skus = 'required';
  const sku: Record<number, ActivityProblem> = {};
  for (const s of chosen) {
    const option = options.find((o) => o.skuId === s.skuId);
    const price = yuan(s.price);
    if (!option) continue;
    if (option.status !== 1) sku[s.skuId] = 'offSale';
    else if (price === null || price <= 0) sku[s.skuId] = 'money';
    else if (price >= option.price) sku[s.skuId] = 'notBelow';
    else if (kind === 'seckill' && wholeIn(s.units, 1, 1_000_000) === null) sku[s.skuId] = 'units';
  }
  if (Object.keys(sku).length > 0) errors.sku = sku;
  return errors;
}

export function hasErrors(errors: ActivityFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The API's body of a checked form. */
export function seckillBody(values: ActivityFormValues): MerchantSeckillParam {
  return {
    prodId: values.prodId!,
    startTime: mallTime(values.startTime),
    endTime: mallTime(values.endTime),
    maxNum: Number(values.maxNum),
    skus: values.skus
      .filter((s) => s.chosen)
      .map((s) => ({ skuId: s.skuId, seckillPrice: Number(s.price), seckillStocks: Number(s.units) })),
  };
}

export function groupBody(values: ActivityFormValues): MerchantGroupParam {
  return {
    prodId: values.prodId!,
    groupNumber: Number(values.groupNumber),
    groupValidTime: Number(values.groupValidTime),
    startTime: mallTime(values.startTime),
    endTime: mallTime(values.endTime),
    maxNum: Number(values.maxNum),
    skus: values.skus.filter((s) => s.chosen).map((s) => ({ skuId: s.skuId, actPrice: Number(s.price) })),
  };
}

/**
 * What a product picker takes of the app's product search: the search (called with the search box's text
 * on every change, which the app debounces, and with `{ now: true }` on Enter, which it searches at once),
 * the answer loading, its failure (with a retry).
 */
export interface ProductSearchProps {
  onProductSearch?: ((keyword: string, options?: { now?: boolean }) => void) | undefined;
  /** A search's products are loading. */
  productsLoading?: boolean | undefined;
  /** The products could not be loaded: the picker says so, with a retry when `onProductsRetry` is given. */
  productsError?: boolean | undefined;
  onProductsRetry?: (() => void) | undefined;
}

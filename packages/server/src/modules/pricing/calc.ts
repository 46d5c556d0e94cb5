// The settlement calculation (decisions/0013, 0021): one pure function from the lines, the promotion
// adjustments, the usable coupons and the points to every amount of the cart and confirm answers, per
// shop and per line, in integer cents. Order of steps per shop: goods total, the adjustments of the
// pricing providers in pipeline order (quote.ts), the shop coupon, then one platform coupon across
// shops, freight, points. The arithmetic (threshold and rate reductions, shares, the points rate) is the
// domain's (pricing.ts); every reduction is capped by what it reduces and shared across its lines, so
// lines add up to shops and shops to the order exactly.
import type { MessageDescriptor } from '@lingui/core';
import {
  allocateCents,
  centsToPoints,
  DeliveryType,
  maxPointsCredit,
  messages,
  pointsToCents,
  POINTS_MAX_PERCENT,
  POINTS_STEP,
  rateReduction,
  shareReduction,
  thresholdReduction,
  type Cents,
  type ChooseDiscountItemDto,
} from '@mall/domain';

export interface CalcLine {
  /** Unique in the whole calculation (the line's index or basket id). */
  key: number;
  prodId: number;
  categoryId: number;
  /** Unit price, cents. */
  price: Cents;
  count: number;
}

export interface CalcShop {
  shopId: number;
  lines: CalcLine[];
  /** The shop's freight template; null ships free. */
  freight: { fee: Cents; freeFrom: Cents } | null;
  dvyType: DeliveryType;
}

/** A coupon the user holds, unused and inside its validity window (the caller filters by time). */
export interface CalcCoupon {
  couponId: number;
  couponUserId: number;
  /** 0 platform. */
  shopId: number;
  couponType: 1 | 2;
  cashCondition: Cents;
  reduceAmount: Cents;
  /** Percentage paid for type 2 (85 = 15 % off). */
  discount: number;
  suitableProdType: 0 | 1 | 2;
  prodIds: readonly number[];
  categoryIds: readonly number[];
}

/** What one promotion gives: lines it claims, the reduction over them and what the client shows. */
export interface DiscountResult {
  lineKeys: number[];
  reduce: Cents;
  dto: ChooseDiscountItemDto;
}

/**
 * A promotion in the pipeline (flash sale, group price, special discount, full reduction...): it looks
 * at a shop's lines not claimed yet (with their amounts so far) and claims some of them.
 */
export type DiscountAdjustment = ((shop: {
  shopId: number;
  lines: readonly (CalcLine & { amount: Cents })[];
}) => DiscountResult[]) & {
  /**
   * Lines it claims whatever their amounts (the line of a checkout bought in an activity), known when it
   * is prepared: the providers after it are not given them (quote.ts), since no later one could claim
   * them, and a provider left with no line is not asked at all.
   */
  readonly claimsLines?: readonly number[];
};

export interface CalcInput {
  shops: CalcShop[];
  coupons: CalcCoupon[];
  /** Coupon ids chosen by the shopper; undefined: choose the best. */
  couponIds?: readonly number[] | undefined;
  points: { available: number; use: boolean; requested?: number | undefined };
  adjustments?: readonly DiscountAdjustment[];
}

export interface CalcCouponView {
  couponId: number;
  couponUserId: number;
  canUse: boolean;
  choose: boolean;
  /** What it takes off as things stand (0 when it cannot be used). */
  reduce: Cents;
}

export interface CalcLineResult {
  key: number;
  amount: Cents;
  discountReduce: Cents;
  couponReduce: Cents;
  pointsReduce: Cents;
  /** discount + coupon + points shares. */
  shareReduce: Cents;
  /** amount - shareReduce. */
  actualTotal: Cents;
}

export interface CalcShopResult {
  shopId: number;
  total: Cents;
  discountReduce: Cents;
  couponReduce: Cents;
  pointsReduce: Cents;
  pointsUsed: number;
  transfee: Cents;
  actualTotal: Cents;
  count: number;
  /** Promotion groups: each claimed set of lines with its dto, then the unclaimed lines (dto null). */
  discountGroups: { dto: ChooseDiscountItemDto | null; lineKeys: number[] }[];
  lines: CalcLineResult[];
  coupons: CalcCouponView[];
  /** The user coupons applied to this shop's lines (its shop coupon and its share of a platform one). */
  couponShares: { couponUserId: number; reduce: Cents }[];
}

export interface CalcResult {
  shops: CalcShopResult[];
  platformCoupons: CalcCouponView[];
  /** The user coupons chosen (shop and platform). */
  chosenCouponUserIds: number[];
  total: Cents;
  actualTotal: Cents;
  totalTransFee: Cents;
  /** discount + coupon + points over the order. */
  orderReduce: Cents;
  totalCount: number;
  maxUsableScore: number;
  pointsUsed: number;
  pointsReduce: Cents;
}

/** A rule of the calculation broken by the request: the route answers 400 with the message. */
export class CalcError extends Error {
  constructor(readonly descriptor: MessageDescriptor) {
    super(descriptor.id);
    this.name = 'CalcError';
  }
}

function inScope(coupon: CalcCoupon, line: CalcLine): boolean {
  if (coupon.suitableProdType === 1) return coupon.prodIds.includes(line.prodId);
  if (coupon.suitableProdType === 2) return coupon.categoryIds.includes(line.categoryId);
  return true;
}

/** What a coupon takes off `base` cents (0 when the threshold is not met or nothing is in scope). */
export function couponReduce(coupon: CalcCoupon, base: Cents): Cents {
  if (base <= 0 || base < coupon.cashCondition) return 0;
  return coupon.couponType === 1
    ? thresholdReduction(base, coupon.cashCondition, coupon.reduceAmount)
    : rateReduction(base, coupon.discount);
}

/** Takes `reduce` off the given lines in proportion to their amounts (mutates `amounts`). */
function spread(reduce: Cents, keys: readonly number[], amounts: Map<number, Cents>): Map<number, Cents> {
  const shares = shareReduction(
    reduce,
    keys.map((k) => amounts.get(k)!),
  );
  const out = new Map<number, Cents>();
  keys.forEach((k, i) => {
    const share = shares[i]!;
    out.set(k, share);
    amounts.set(k, amounts.get(k)! - share);
  });
  return out;
}

const sum = (values: Iterable<number>) => {
  let s = 0;
  for (const v of values) s += v;
  return s;
};

export function calcSettlement(input: CalcInput): CalcResult {
  const allLines = input.shops.flatMap((s) => s.lines);
  const amounts = new Map<number, Cents>(allLines.map((l) => [l.key, l.price * l.count]));
  const discountOf = new Map<number, Cents>(allLines.map((l) => [l.key, 0]));
  const couponOf = new Map<number, Cents>(allLines.map((l) => [l.key, 0]));
  const pointsOf = new Map<number, Cents>(allLines.map((l) => [l.key, 0]));
  const chosen = input.couponIds ? new Set(input.couponIds) : null;
  const held = new Set(input.coupons.map((c) => c.couponId));
  const shopIds = new Set(input.shops.map((s) => s.shopId));
  if (chosen) {
    for (const id of chosen) {
      const coupon = input.coupons.find((c) => c.couponId === id);
      if (!held.has(id) || !coupon || (coupon.shopId !== 0 && !shopIds.has(coupon.shopId)))
        throw new CalcError(messages.couponUnusable);
    }
  }

  // 1-2. Goods totals and the discount pipeline.
  const discountGroups = new Map<number, { dto: ChooseDiscountItemDto | null; lineKeys: number[] }[]>();
  for (const shop of input.shops) {
    const groups: { dto: ChooseDiscountItemDto | null; lineKeys: number[] }[] = [];
    const claimed = new Set<number>();
    for (const adjust of input.adjustments ?? []) {
      const open = shop.lines
        .filter((l) => !claimed.has(l.key))
        .map((l) => ({ ...l, amount: amounts.get(l.key)! }));
      for (const result of adjust({ shopId: shop.shopId, lines: open })) {
        // A provider's reduction is whole cents; anything else is a bug in that provider, not a request.
        if (!Number.isSafeInteger(result.reduce) || result.reduce < 0)
          throw new RangeError(`a pricing provider reduced by ${result.reduce}: whole cents expected`);
        const keys = result.lineKeys.filter((k) => open.some((l) => l.key === k) && !claimed.has(k));
        if (keys.length === 0) continue;
        keys.forEach((k) => claimed.add(k));
        const base = sum(keys.map((k) => amounts.get(k)!));
        const shares = spread(Math.max(0, Math.min(result.reduce, base)), keys, amounts);
        for (const [k, v] of shares) discountOf.set(k, discountOf.get(k)! + v);
        groups.push({ dto: result.dto, lineKeys: keys });
      }
    }
    const rest = shop.lines.filter((l) => !claimed.has(l.key)).map((l) => l.key);
    if (rest.length > 0 || groups.length === 0) groups.push({ dto: null, lineKeys: rest });
    discountGroups.set(shop.shopId, groups);
  }
  const afterDiscount = new Map(amounts);

  // 3a. One shop coupon per shop.
  const shopCouponViews = new Map<number, CalcCouponView[]>();
  const couponShares = new Map<number, { couponUserId: number; reduce: Cents }[]>();
  const chosenCouponUserIds: number[] = [];
  const baseOf = (coupon: CalcCoupon, lines: readonly CalcLine[]) => {
    const keys = lines.filter((l) => inScope(coupon, l)).map((l) => l.key);
    return { keys, base: sum(keys.map((k) => amounts.get(k)!)) };
  };
  for (const shop of input.shops) {
    const candidates = input.coupons.filter((c) => c.shopId === shop.shopId);
    const views = candidates.map((c) => {
      const reduce = couponReduce(c, baseOf(c, shop.lines).base);
      return {
        couponId: c.couponId,
        couponUserId: c.couponUserId,
        canUse: reduce > 0,
        choose: false,
        reduce,
      };
    });
    let pick: CalcCouponView | undefined;
    if (chosen) {
      const picked = views.filter((v) => chosen.has(v.couponId));
      if (picked.length > 1 || picked.some((v) => !v.canUse)) throw new CalcError(messages.couponUnusable);
      pick = picked[0];
    } else {
      pick = views.filter((v) => v.canUse).sort((a, b) => b.reduce - a.reduce || a.couponId - b.couponId)[0];
    }
    const shares: { couponUserId: number; reduce: Cents }[] = [];
    if (pick) {
      pick.choose = true;
      const coupon = candidates.find((c) => c.couponUserId === pick.couponUserId)!;
      const { keys } = baseOf(coupon, shop.lines);
      const split = spread(pick.reduce, keys, amounts);
      for (const [k, v] of split) couponOf.set(k, couponOf.get(k)! + v);
      shares.push({ couponUserId: pick.couponUserId, reduce: pick.reduce });
      chosenCouponUserIds.push(pick.couponUserId);
    }
    shopCouponViews.set(shop.shopId, views);
    couponShares.set(shop.shopId, shares);
  }

  // 3b. One platform coupon across the shops.
  const platform = input.coupons.filter((c) => c.shopId === 0);
  const platformViews = platform.map((c) => {
    const reduce = couponReduce(c, baseOf(c, allLines).base);
    return { couponId: c.couponId, couponUserId: c.couponUserId, canUse: reduce > 0, choose: false, reduce };
  });
  let platformPick: CalcCouponView | undefined;
  if (chosen) {
    const picked = platformViews.filter((v) => chosen.has(v.couponId));
    if (picked.length > 1 || picked.some((v) => !v.canUse)) throw new CalcError(messages.couponUnusable);
    platformPick = picked[0];
  } else {
    platformPick = platformViews
      .filter((v) => v.canUse)
      .sort((a, b) => b.reduce - a.reduce || a.couponId - b.couponId)[0];
  }
  if (platformPick) {
    platformPick.choose = true;
    const coupon = platform.find((c) => c.couponUserId === platformPick.couponUserId)!;
    const { keys } = baseOf(coupon, allLines);
    const split = spread(platformPick.reduce, keys, amounts);
    for (const [k, v] of split) couponOf.set(k, couponOf.get(k)! + v);
    chosenCouponUserIds.push(platformPick.couponUserId);
    for (const shop of input.shops) {
      const part = sum(shop.lines.map((l) => split.get(l.key) ?? 0));
      if (part > 0)
        couponShares.get(shop.shopId)!.push({ couponUserId: platformPick.couponUserId, reduce: part });
    }
  }

  // 5. Points, over the goods amount after coupons (freight excluded).
  const payable = sum(allLines.map((l) => amounts.get(l.key)!));
  const byPercent = centsToPoints(Math.floor((payable * POINTS_MAX_PERCENT) / 100));
  const maxUsableScore = maxPointsCredit(Math.min(Math.max(0, input.points.available), byPercent));
  let pointsUsed = 0;
  if (input.points.use) {
    const requested = input.points.requested ?? maxUsableScore;
    if (!Number.isSafeInteger(requested) || requested < 0) throw new CalcError(messages.pointsInvalid);
    if (requested % POINTS_STEP !== 0) throw new CalcError(messages.pointsStep);
    if (requested > maxUsableScore) throw new CalcError(messages.pointsTooMany);
    pointsUsed = requested;
  }
  const shopPayable = input.shops.map((s) => sum(s.lines.map((l) => amounts.get(l.key)!)));
  const shopPoints = pointsUsed > 0 ? allocateCents(pointsUsed, shopPayable) : input.shops.map(() => 0);

  // 4. Freight, and the shops' sums.
  const shops: CalcShopResult[] = input.shops.map((shop, i) => {
    const keys = shop.lines.map((l) => l.key);
    const points = shopPoints[i]!;
    const pointsCents = Math.min(pointsToCents(points), shopPayable[i]!);
    const split = spread(pointsCents, keys, amounts);
    for (const [k, v] of split) pointsOf.set(k, v);
    const total = sum(shop.lines.map((l) => l.price * l.count));
    const discounted = sum(keys.map((k) => afterDiscount.get(k)!));
    const transfee =
      shop.dvyType !== DeliveryType.express || !shop.freight
        ? 0
        : shop.freight.freeFrom > 0 && discounted >= shop.freight.freeFrom
          ? 0
          : shop.freight.fee;
    const lines = shop.lines.map((l) => {
      const d = discountOf.get(l.key)!;
      const c = couponOf.get(l.key)!;
      const p = pointsOf.get(l.key)!;
      return {
        key: l.key,
        amount: l.price * l.count,
        discountReduce: d,
        couponReduce: c,
        pointsReduce: p,
        shareReduce: d + c + p,
        actualTotal: l.price * l.count - d - c - p,
      };
    });
    const discountReduce = sum(lines.map((l) => l.discountReduce));
    const couponReduceSum = sum(lines.map((l) => l.couponReduce));
    const pointsReduce = sum(lines.map((l) => l.pointsReduce));
    return {
      shopId: shop.shopId,
      total,
      discountReduce,
      couponReduce: couponReduceSum,
      pointsReduce,
      pointsUsed: points,
      transfee,
      actualTotal: total - discountReduce - couponReduceSum - pointsReduce + transfee,
      count: sum(shop.lines.map((l) => l.count)),
      discountGroups: discountGroups.get(shop.shopId)!,
      lines,
      coupons: shopCouponViews.get(shop.shopId)!,
      couponShares: couponShares.get(shop.shopId)!,
    };
  });

  const total = sum(shops.map((s) => s.total));
  const actualTotal = sum(shops.map((s) => s.actualTotal));
  const totalTransFee = sum(shops.map((s) => s.transfee));
  return {
    shops,
    platformCoupons: platformViews,
    chosenCouponUserIds,
    total,
    actualTotal,
    totalTransFee,
    orderReduce: total + totalTransFee - actualTotal,
    totalCount: sum(shops.map((s) => s.count)),
    maxUsableScore,
    pointsUsed,
    pointsReduce: sum(shops.map((s) => s.pointsReduce)),
  };
}

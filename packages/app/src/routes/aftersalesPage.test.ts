import { AxiosError, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderInvoice, RefundableAnswer, RefundDetail } from '@mall/domain';
import {
  applyParam,
  applyReturnQuery,
  expressParam,
  invoiceOfOrder,
  invoiceParam,
  invoiceQuery,
  reapplyParam,
  reapplyScreen,
  reapplyTarget,
  refundPageFromQuery,
  refundPageQuery,
  refundSnFromQuery,
  refundTarget,
} from './aftersalesPage.ts';

const q = (s: string) => new URLSearchParams(s);

const item = (orderItemId: number, prodCount = 2) => ({
  orderItemId,
  prodId: 10 + orderItemId,
  skuId: 20 + orderItemId,
  prodName: `P${orderItemId}`,
  skuName: 'S',
  pic: '/p.png',
  price: 50,
  prodCount,
  actualTotal: 100,
  commSts: 0,
  returnMoneySts: null,
});

const order = (status: number): OrderDetail =>
  ({
    orderNumber: '20260617100000000001',
    status,
    orderItemDtos: [item(501), item(502, 1)],
  }) as unknown as OrderDetail;

const refundable: RefundableAnswer = { maxRefundable: 99.9, freight: 0, isLast: false, goodsNum: 2 };

const application = {
  applyType: 2 as const,
  isReceiver: 1 as const,
  buyerReason: 'quality' as const,
  goodsNum: 1,
  refundAmount: 4990,
  buyerMobile: '13800138000',
  buyerDesc: 'broken',
  photoFiles: ['/api/uploads/a.png', '/api/uploads/b.png'],
};

describe('after-sales addresses', () => {
  it('reads an application for an item, the whole order, or the edit of a refused one', () => {
    expect(applyReturnQuery(q('orderNumber=20260617100000000001&orderItemId=501'))).toEqual({
      kind: 'apply',
      orderNumber: '20260617100000000001',
      orderItemId: 501,
    });
    expect(applyReturnQuery(q('orderNumber=2026&orderItemId=0'))).toMatchObject({ orderItemId: 0 });
    expect(applyReturnQuery(q('orderNumber=2026'))).toMatchObject({ kind: 'apply', orderItemId: 0 });
    expect(applyReturnQuery(q('refundSn=1866&orderNumber=2026'))).toEqual({
      kind: 'reapply',
      refundSn: '1866',
    });
    for (const bad of [
      '',
      'orderNumber=abc',
      'orderNumber=2026&orderItemId=-1',
      'orderNumber=2026&orderItemId=x',
      'refundSn=',
      'refundSn=1e3',
    ])
      expect(applyReturnQuery(q(bad))).toEqual({ kind: 'invalid' });
  });

  it('reads the detail refundSn, the list page and the invoice query', () => {
    expect(refundSnFromQuery(q('refundSn=1866000000000000001'))).toBe('1866000000000000001');
    expect(refundSnFromQuery(q('refundSn=<script>'))).toBeUndefined();
    expect(refundSnFromQuery(q(''))).toBeUndefined();
    expect(refundPageFromQuery(q('currentPage=3'))).toBe(3);
    expect(refundPageFromQuery(q('currentPage=0'))).toBe(1);
    expect(refundPageFromQuery(q('currentPage=x'))).toBe(1);
    expect(refundPageQuery(1)).toBe('');
    expect(refundPageQuery(2)).toBe('?currentPage=2');
    expect(invoiceQuery(q('id=31'))).toEqual({ kind: 'id', id: 31 });
    expect(invoiceQuery(q('id=0&orderNumber=2026'))).toEqual({ kind: 'invalid' });
    expect(invoiceQuery(q('orderNumber=2026'))).toEqual({ kind: 'order', orderNumber: '2026' });
    expect(invoiceQuery(q('orderNumber=abc'))).toEqual({ kind: 'invalid' });
  });
});

describe('the application screen and the wire', () => {
  it('targets one item with the server limits; a return only once shipped', () => {
    const shipped = refundTarget(order(3), refundable, 501)!;
    expect(shipped).toMatchObject({
      refundType: 2,
      maxRefundable: 99.9,
      orderedQuantity: 2,
      shipped: true,
      lastItem: false,
    });
    expect(shipped.items.map((i) => i.orderItemId)).toEqual([501]);
    expect(refundTarget(order(2), refundable, 501)!.shipped).toBe(false);
    expect(refundTarget(order(5), { ...refundable, isLast: true }, 502)!.lastItem).toBe(true);
    expect(refundTarget(order(3), refundable, 999)).toBeNull();
  });

  it('targets the whole order with every item and the warning', () => {
    const whole = refundTarget(order(2), { ...refundable, goodsNum: 3 }, 0)!;
    expect(whole).toMatchObject({ refundType: 1, orderedQuantity: 3, lastItem: true });
    expect(whole.items).toHaveLength(2);
    expect(applyParam(whole, application)).toMatchObject({ orderItemId: 0, refundType: 1 });
  });

  it('sends yuan and comma-separated images', () => {
    const target = refundTarget(order(3), refundable, 501)!;
    expect(applyParam(target, application)).toEqual({
      orderNumber: '20260617100000000001',
      orderItemId: 501,
      refundType: 2,
      applyType: 2,
      isReceiver: 1,
      buyerReason: 'quality',
      buyerDesc: 'broken',
      buyerMobile: '13800138000',
      goodsNum: 1,
      refundAmount: 49.9,
      photoFiles: '/api/uploads/a.png,/api/uploads/b.png',
    });
    expect(reapplyParam('1866', { ...application, photoFiles: [] })).toMatchObject({
      refundSn: '1866',
      refundAmount: 49.9,
      photoFiles: '',
    });
    expect(
      expressParam('1866', {
        expressName: '顺丰速运',
        expressNo: 'SF1',
        mobile: '13800138000',
        senderRemarks: '',
        imgs: ['/a.png'],
      }),
    ).toEqual({
      refundSn: '1866',
      expressName: '顺丰速运',
      expressNo: 'SF1',
      mobile: '13800138000',
      senderRemarks: '',
      imgs: '/a.png',
    });
  });

  it('lets a refused request be edited within what it asked for at least', () => {
    const refused = {
      refundSn: '1866',
      orderNumber: '20260617100000000001',
      orderItemId: 502,
      refundType: 2,
      applyType: 1,
      refundAmount: 120,
      goodsNum: 1,
      freightAmount: 10,
      orderItems: [{ ...item(502, 1) }],
    } as unknown as RefundDetail;
    const target = reapplyTarget(refused, order(2), refundable)!;
    expect(target.items.map((i) => i.orderItemId)).toEqual([502]);
    expect(target).toMatchObject({ maxRefundable: 120, orderedQuantity: 2, shipped: false, lastItem: true });
    // Without the order (it failed to load) the refund's own items stand in.
    expect(reapplyTarget(refused, undefined, undefined)!.items[0]!.prodName).toBe('P502');
  });

  it("targets a points-only order's units left with its points, and sends amount 0", () => {
    const points: RefundableAnswer = {
      maxRefundable: 0,
      freight: 0,
      isLast: true,
      goodsNum: 2,
      pointsOnly: true,
      unitsLeft: 1,
      scorePrice: 300,
      scoreLeft: 300,
    };
    const target = refundTarget(order(2), points, 501)!;
    expect(target).toMatchObject({
      refundType: 2,
      maxRefundable: 0,
      orderedQuantity: 1,
      lastItem: false,
      points: { scorePrice: 300, scoreLeft: 300 },
    });
    // The whole order still warns that it cannot be withdrawn.
    expect(refundTarget(order(2), points, 0)!.lastItem).toBe(true);
    // Every unit refunded already: nothing to apply for.
    expect(refundTarget(order(2), { ...points, unitsLeft: 0, scoreLeft: 0 }, 501)).toBeNull();
    expect(applyParam(target, { ...application, goodsNum: 1, refundAmount: 0 })).toMatchObject({
      goodsNum: 1,
      refundAmount: 0,
    });
    // A cash answer has no points side.
    expect(refundTarget(order(2), refundable, 501)).not.toHaveProperty('points');
    const refused = {
      refundSn: '1867',
      orderNumber: '20260617100000000001',
      orderItemId: 501,
      refundType: 2,
      applyType: 1,
      refundAmount: 0,
      goodsNum: 2,
      freightAmount: 0,
      orderItems: [{ ...item(501) }],
    } as unknown as RefundDetail;
    // The refused request named 2 but 1 is left: the form is bounded by the 1 left.
    expect(reapplyTarget(refused, order(2), points)).toMatchObject({
      orderedQuantity: 1,
      lastItem: false,
      points: { scorePrice: 300, scoreLeft: 300 },
    });
    // Nothing left: nothing to edit (the "cannot be refunded" state).
    expect(reapplyTarget(refused, order(2), { ...points, unitsLeft: 0, scoreLeft: 0 })).toBeNull();
  });

  it('edits a refused points-only request only once the refundable answer is in', () => {
    const refused = {
      refundSn: '1867',
      orderNumber: '20260617100000000001',
      orderItemId: 501,
      refundType: 2,
      applyType: 1,
      returnMoneySts: 7,
      refundAmount: 0,
      goodsNum: 2,
      freightAmount: 0,
      orderItems: [{ ...item(501) }],
    } as unknown as RefundDetail;
    const points: RefundableAnswer = {
      maxRefundable: 0,
      freight: 0,
      isLast: true,
      goodsNum: 2,
      pointsOnly: true,
      unitsLeft: 2,
      scorePrice: 300,
      scoreLeft: 600,
    };
    const previous = { data: refused, notFound: false };
    const loadedOrder = { data: order(2), notFound: false };
    const serverDown = new AxiosError('down', 'ERR_BAD_RESPONSE', undefined, undefined, {
      status: 500,
    } as AxiosResponse);
    const badRequest = new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
      status: 400,
    } as AxiosResponse);
    // The answer still loading: no form (the screen's loading state), not the cash form.
    expect(reapplyScreen(previous, loadedOrder, { notFound: false })).toEqual({
      target: undefined,
      notFound: false,
      failed: false,
    });
    // It failed: the error with retry, not the cash form.
    expect(reapplyScreen(previous, loadedOrder, { error: serverDown, notFound: false })).toEqual({
      target: undefined,
      notFound: false,
      failed: true,
    });
    // Refused (400): it cannot be refunded.
    expect(reapplyScreen(previous, loadedOrder, { error: badRequest, notFound: true })).toMatchObject({
      target: undefined,
      notFound: true,
    });
    // Answered: the points form; no unit left: cannot be refunded.
    expect(reapplyScreen(previous, loadedOrder, { data: points, notFound: false })).toMatchObject({
      target: { orderedQuantity: 2, points: { scorePrice: 300, scoreLeft: 600 } },
      notFound: false,
      failed: false,
    });
    expect(
      reapplyScreen(previous, loadedOrder, {
        data: { ...points, unitsLeft: 0, scoreLeft: 0 },
        notFound: false,
      }),
    ).toEqual({ target: undefined, notFound: true, failed: false });
    // A cash request still does without the answer (its own amount stands in).
    const cash = { data: { ...refused, refundAmount: 49.9 }, notFound: false };
    expect(reapplyScreen(cash, loadedOrder, { error: serverDown, notFound: false })).toMatchObject({
      target: { maxRefundable: 49.9, orderedQuantity: 2 },
      failed: false,
    });
    // A request that is not refused is not edited.
    expect(
      reapplyScreen({ data: { ...refused, returnMoneySts: 1 }, notFound: false }, loadedOrder, {
        data: points,
        notFound: false,
      }),
    ).toMatchObject({ target: undefined, notFound: true });
  });
});

describe('invoices', () => {
  it('finds an order invoice and builds the request', () => {
    const invoices = [{ orderNumber: '1' }, { orderNumber: '2' }] as OrderInvoice[];
    expect(invoiceOfOrder(invoices, '2')).toBe(invoices[1]);
    expect(invoiceOfOrder(invoices, '3')).toBeNull();
    expect(invoiceParam('2026', { headerType: 2, headerName: '张三' })).toEqual({
      orderNumber: '2026',
      invoiceType: 1,
      headerType: 2,
      headerName: '张三',
      invoiceTaxNumber: '',
      invoiceContext: 1,
    });
  });
});

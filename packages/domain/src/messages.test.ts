import { describe, expect, it } from 'vitest';
import zhPo from './locales/zh.po?raw';
import enPo from './locales/en.po?raw';
import * as c from './constants.ts';
import { CHAT_TEXT_MAX } from './contract/chat.ts';
import { isMessageId, messageById, messageOf, messages } from './messages.ts';
import * as status from './status.ts';

/** msgid -> msgstr of a catalog (single-line entries, as lingui writes ours). */
function readPo(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const re = /^msgid "(.*)"\nmsgstr "(.*)"$/gm;
  for (const match of text.matchAll(re)) out.set(JSON.parse(`"${match[1]}"`), JSON.parse(`"${match[2]}"`));
  return out;
}
const zh = readPo(zhPo);
const en = readPo(enPo);

describe('messages', () => {
  const all = Object.values(messages);

  it('have unique ids in the agreed namespaces', () => {
    expect(new Set(all.map((d) => d.id)).size).toBe(all.length);
    for (const d of all) expect(d.id).toMatch(/^(rule|error|chat|sandbox|seo|export)\.[a-zA-Z.]+$/);
    expect(messages.phoneInvalid.id).toBe('rule.phone.invalid');
    expect(messageOf('error.stock.insufficient')).toBe(messages.stockInsufficient);
    expect(isMessageId('rule.phone.invalid')).toBe(true);
    expect(isMessageId('nope')).toBe(false);
    expect(messageById.size).toBe(all.length);
  });

  it('are translated in both catalogs', () => {
    for (const d of all) {
      expect(zh.get(d.id), d.id).toBeTruthy();
      expect(en.get(d.id), d.id).toBe(d.message);
    }
  });

  it('use the glossary wording', () => {
    const glossary: [string, string, string][] = [
      ['rule.phone.invalid', 'Malformed phone number', '请输入正确的手机号'],
      ['rule.smsCode.required', 'Please enter the code', '请输入验证码'],
      ['rule.password.required', 'Please enter the password', '请输入密码'],
      ['rule.username.invalid', '4-16 letters, digits or underscores', '用户名为4-16位字母、数字或下划线'],
      ['rule.agreement.required', 'Please agree to the following terms', '请同意以下条款'],
      [
        'rule.confirmPassword.mismatch',
        'Confirm password is inconsistent with new password',
        '确认密码与新密码不一致',
      ],
      ['rule.search.empty', 'Product name cannot be empty', '商品名称不能为空'],
      ['rule.cart.noneSelected', 'Please select at least one item', '请至少选择一件商品'],
      ['error.search.noResults', 'Sorry, no related products', '抱歉，没有相关商品'],
      ['error.page.notFound', 'This page could not be found', '找不到该页面'],
      ['error.server', 'The server had a small problem~', '服务器出了点小差~'],
      ['error.stock.insufficient', 'Insufficient inventory', '库存不足'],
      ['error.event.notStarted', 'The event has not started', '活动未开始'],
      ['error.event.ended', 'The event has ended', '活动已结束'],
      ['error.product.soldOut', 'Sold out', '商品已售罄'],
      ['error.order.expired', 'The order has expired', '订单已过期'],
      ['error.qrCode.expired', 'The QR code has expired', '二维码已过期'],
      ['error.seckill.busy', 'The flash sale is too busy, please try later', '秒杀太火爆了，请稍后再试'],
      ['error.address.limitReached', 'Delivery address limit reached', '收货地址已达上限'],
      ['error.login.partnerMall', 'Please log in from the partner mall', '请从合作商城登录'],
    ];
    for (const [id, enText, zhText] of glossary) {
      expect(messageOf(id)?.message, id).toBe(enText);
      expect(zh.get(id), id).toBe(zhText);
    }
  });

  it('state the limits of constants.ts in both languages', () => {
    const limits: [string, number[]][] = [
      ['rule.username.invalid', [c.USERNAME_MIN, c.USERNAME_MAX]],
      ['rule.newPassword.invalid', [c.PASSWORD_MIN, c.PASSWORD_MAX]],
      ['rule.storePassword.invalid', [c.STORE_PASSWORD_MIN, c.STORE_PASSWORD_MAX]],
      ['rule.nickname.tooLong', [c.NICKNAME_MAX]],
      ['rule.image.tooLarge', [c.IMAGE_MAX_BYTES / 1024 / 1024]],
      ['rule.points.step', [c.POINTS_STEP]],
      ['rule.refund.noteTooLong', [c.REFUND_NOTE_MAX]],
      ['rule.refund.tooManyVouchers', [c.REFUND_MAX_VOUCHERS]],
      ['rule.store.nameTooLong', [c.STORE_NAME_MAX]],
      ['rule.store.descriptionLength', [c.STORE_DESCRIPTION_MIN, c.STORE_DESCRIPTION_MAX]],
      ['rule.address.detailTooShort', [c.ADDRESS_DETAIL_MIN]],
      ['rule.comment.tooLong', [c.COMMENT_MAX_CHARS]],
      ['rule.comment.tooManyImages', [c.COMMENT_MAX_IMAGES]],
      ['rule.order.lineUnitsTooMany', [c.LINE_UNITS_MAX]],
      ['error.order.unpaidTooMany', [c.UNPAID_ORDERS_MAX]],
      ['rule.query.pageTooDeep', [c.PAGE_CURRENT_MAX]],
      ['rule.chat.textTooLong', [CHAT_TEXT_MAX]],
      ['rule.coupon.prods', [c.COUPON_PRODS_MAX]],
    ];
    const numbers = (s: string | undefined) => (s ?? '').match(/\d+/g)?.map(Number) ?? [];
    for (const [id, want] of limits) {
      expect(numbers(messageOf(id)?.message), id).toEqual(want);
      expect(numbers(zh.get(id)), id).toEqual(want);
    }
  });
});

describe('status labels', () => {
  /** Every descriptor reachable from status.ts's exports. */
  function descriptors(value: unknown, seen = new Set<unknown>()): { id: string; message?: string }[] {
    if (typeof value !== 'object' || value === null || seen.has(value)) return [];
    seen.add(value);
    const v = value as { id?: unknown; message?: unknown };
    if (typeof v.id === 'string' && typeof v.message === 'string') return [{ id: v.id, message: v.message }];
    return Object.values(value).flatMap((x) => descriptors(x, seen));
  }
  const all = descriptors(status);

  it('are all in both catalogs', () => {
    expect(all.length).toBeGreaterThan(50);
    for (const d of all) {
      expect(zh.get(d.id), d.id).toBeTruthy();
      expect(en.get(d.id), d.id).toBe(d.message);
    }
  });

  it('use the glossary wording', () => {
    const glossary: [string, string, string][] = [
      ['status.order.pendingPayment', 'Pending payment', '待付款'],
      ['status.order.pendingDelivery', 'Pending delivery', '待发货'],
      ['status.order.pendingReceipt', 'Pending receipt', '待收货'],
      ['status.order.pendingEvaluation', 'Pending evaluation', '待评价'],
      ['status.order.evaluated', 'Evaluated', '已评价'],
      ['status.order.shipped', 'Shipped', '已发货'],
      ['status.order.completed', 'Completed', '已完成'],
      ['status.order.canceled', 'Canceled', '已取消'],
      ['status.order.grouping', 'Grouping', '拼团中'],
      ['status.refund.applied', 'Buyer application', '买家申请'],
      ['status.refund.sellerAccepted', 'Seller acceptance', '卖家处理'],
      ['status.refund.buyerShipped', 'Buyer shipping', '买家发货'],
      ['status.refund.sellerReceived', 'Seller receipt', '卖家收货'],
      ['status.refund.refunded', 'Refund successful', '退款成功'],
      ['status.refund.withdrawn', 'Buyer withdrew the application', '买家撤销申请'],
      ['status.refund.refused', 'Merchant refused', '商家拒绝'],
      ['status.refund.closed', 'Refund closed', '退款关闭'],
      ['status.refundApplyType.refundOnly', 'Refund only', '仅退款'],
      ['status.refundApplyType.returnAndRefund', 'Return and refund', '退货退款'],
    ];
    const byId = new Map(all.map((d) => [d.id, d.message]));
    for (const [id, enText, zhText] of glossary) {
      expect(byId.get(id), id).toBe(enText);
      expect(zh.get(id), id).toBe(zhText);
    }
  });
});

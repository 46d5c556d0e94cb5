// The platform audit log's words (issue 18, decisions/0099): every action a platform account can take and
// every kind of target it acts on, each with its words. One list: the server types the audit rows it
// writes with it (an action without words does not compile), the log's filter offers it, and GET
// /platform/auditLog/page accepts only its keys (or a target type's actions: `shop.`).
import type { MessageDescriptor } from '@lingui/core';

/** The kinds of target, in the console's menu order (applications, stores, site, content, ...). */
export const platformAuditTargetLabels = {
  shopApply: /*i18n*/ { id: 'platform.audit.target.shopApply', message: 'Store application' },
  shop: /*i18n*/ { id: 'platform.audit.target.shop', message: 'Store' },
  site: /*i18n*/ { id: 'platform.audit.target.site', message: 'Site' },
  indexImg: /*i18n*/ { id: 'platform.audit.target.indexImg', message: 'Banner' },
  notice: /*i18n*/ { id: 'platform.audit.target.notice', message: 'Notice' },
  hotSearch: /*i18n*/ { id: 'platform.audit.target.hotSearch', message: 'Hot search' },
  prodTag: /*i18n*/ { id: 'platform.audit.target.prodTag', message: 'Home section' },
  category: /*i18n*/ { id: 'platform.audit.target.category', message: 'Category' },
  level: /*i18n*/ { id: 'platform.audit.target.level', message: 'Member level' },
  levelRights: /*i18n*/ { id: 'platform.audit.target.levelRights', message: 'Level right' },
  loyaltySettings: /*i18n*/ { id: 'platform.audit.target.loyaltySettings', message: 'Points rules' },
  coupon: /*i18n*/ { id: 'platform.audit.target.coupon', message: 'Platform coupon' },
  user: /*i18n*/ { id: 'platform.audit.target.user', message: 'Member' },
} as const satisfies Record<string, MessageDescriptor>;
export type PlatformAuditTarget = keyof typeof platformAuditTargetLabels;

/** Every action, `<target type>.<verb>`, grouped by target in the order above. */
export const platformAuditActionLabels = {
  'shopApply.approve': /*i18n*/ {
    id: 'platform.audit.action.shopApply.approve',
    message: 'Store application approved',
  },
  'shopApply.reject': /*i18n*/ {
    id: 'platform.audit.action.shopApply.reject',
    message: 'Store application rejected',
  },
  'shop.offline': /*i18n*/ { id: 'platform.audit.action.shop.offline', message: 'Store taken offline' },
  'shop.online': /*i18n*/ { id: 'platform.audit.action.shop.online', message: 'Store brought online' },
  'site.webConfig': /*i18n*/ {
    id: 'platform.audit.action.site.webConfig',
    message: 'Site configuration changed',
  },
  'indexImg.create': /*i18n*/ { id: 'platform.audit.action.indexImg.create', message: 'Banner added' },
  'indexImg.update': /*i18n*/ { id: 'platform.audit.action.indexImg.update', message: 'Banner changed' },
  'indexImg.delete': /*i18n*/ { id: 'platform.audit.action.indexImg.delete', message: 'Banner deleted' },
  'notice.create': /*i18n*/ { id: 'platform.audit.action.notice.create', message: 'Notice added' },
  'notice.update': /*i18n*/ { id: 'platform.audit.action.notice.update', message: 'Notice changed' },
  'notice.delete': /*i18n*/ { id: 'platform.audit.action.notice.delete', message: 'Notice deleted' },
  'hotSearch.create': /*i18n*/ { id: 'platform.audit.action.hotSearch.create', message: 'Hot search added' },
  'hotSearch.update': /*i18n*/ {
    id: 'platform.audit.action.hotSearch.update',
    message: 'Hot search changed',
  },
  'hotSearch.delete': /*i18n*/ {
    id: 'platform.audit.action.hotSearch.delete',
    message: 'Hot search deleted',
  },
  'prodTag.create': /*i18n*/ { id: 'platform.audit.action.prodTag.create', message: 'Home section added' },
  'prodTag.update': /*i18n*/ {
    id: 'platform.audit.action.prodTag.update',
    message: 'Home section changed',
  },
  'prodTag.delete': /*i18n*/ {
    id: 'platform.audit.action.prodTag.delete',
    message: 'Home section deleted',
  },
  'category.create': /*i18n*/ { id: 'platform.audit.action.category.create', message: 'Category added' },
  'category.update': /*i18n*/ { id: 'platform.audit.action.category.update', message: 'Category changed' },
  'category.sort': /*i18n*/ { id: 'platform.audit.action.category.sort', message: 'Category order changed' },
  'category.delete': /*i18n*/ { id: 'platform.audit.action.category.delete', message: 'Category deleted' },
  'level.create': /*i18n*/ { id: 'platform.audit.action.level.create', message: 'Member level added' },
  'level.update': /*i18n*/ { id: 'platform.audit.action.level.update', message: 'Member level changed' },
  'level.delete': /*i18n*/ { id: 'platform.audit.action.level.delete', message: 'Member level deleted' },
  'levelRights.create': /*i18n*/ {
    id: 'platform.audit.action.levelRights.create',
    message: 'Level right added',
  },
  'levelRights.update': /*i18n*/ {
    id: 'platform.audit.action.levelRights.update',
    message: 'Level right changed',
  },
  'levelRights.delete': /*i18n*/ {
    id: 'platform.audit.action.levelRights.delete',
    message: 'Level right deleted',
  },
  'loyaltySettings.update': /*i18n*/ {
    id: 'platform.audit.action.loyaltySettings.update',
    message: 'Points rules changed',
  },
  'coupon.create': /*i18n*/ { id: 'platform.audit.action.coupon.create', message: 'Platform coupon added' },
  'coupon.update': /*i18n*/ { id: 'platform.audit.action.coupon.update', message: 'Platform coupon changed' },
  'coupon.stop': /*i18n*/ { id: 'platform.audit.action.coupon.stop', message: 'Platform coupon stopped' },
  'user.disable': /*i18n*/ { id: 'platform.audit.action.user.disable', message: 'Member disabled' },
  'user.enable': /*i18n*/ { id: 'platform.audit.action.user.enable', message: 'Member enabled' },
  'user.score': /*i18n*/ { id: 'platform.audit.action.user.score', message: "Member's points adjusted" },
  'user.balance': /*i18n*/ {
    id: 'platform.audit.action.user.balance',
    message: "Member's balance adjusted",
  },
} as const satisfies Record<`${PlatformAuditTarget}.${string}`, MessageDescriptor>;
export type PlatformAuditAction = keyof typeof platformAuditActionLabels;

/** The target types and the actions, in the filter's order. */
export const platformAuditTargets = Object.keys(platformAuditTargetLabels) as PlatformAuditTarget[];
export const platformAuditActions = Object.keys(platformAuditActionLabels) as PlatformAuditAction[];

export function isPlatformAuditTarget(key: string): key is PlatformAuditTarget {
  return Object.hasOwn(platformAuditTargetLabels, key);
}

export function isPlatformAuditAction(key: string): key is PlatformAuditAction {
  return Object.hasOwn(platformAuditActionLabels, key);
}

/** The target type an action acts on (`shop.offline` → `shop`). */
export function platformAuditTargetOf(action: PlatformAuditAction): PlatformAuditTarget {
  return action.slice(0, action.indexOf('.')) as PlatformAuditTarget;
}

/**
 * What the log's action filter accepts: an action, or a target type's actions as its key and a dot
 * (`shop.` finds shop.offline and shop.online).
 */
export function isPlatformAuditActionFilter(filter: string): boolean {
  return (
    isPlatformAuditAction(filter) || (filter.endsWith('.') && isPlatformAuditTarget(filter.slice(0, -1)))
  );
}

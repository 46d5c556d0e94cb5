import { describe, expect, it } from 'vitest';
import { AuditLogPageQuery } from './contract/platformStores.ts';
import { messages } from './messages.ts';
import {
  isPlatformAuditActionFilter,
  platformAuditActionLabels,
  platformAuditActions,
  platformAuditTargetLabels,
  platformAuditTargetOf,
  platformAuditTargets,
} from './platformAudit.ts';

describe('platform audit words', () => {
  it('name each key by its own id, and every action acts on a listed target type', () => {
    for (const action of platformAuditActions) {
      expect(platformAuditActionLabels[action].id).toBe(`platform.audit.action.${action}`);
      expect(platformAuditTargets).toContain(platformAuditTargetOf(action));
    }
    for (const target of platformAuditTargets)
      expect(platformAuditTargetLabels[target].id).toBe(`platform.audit.target.${target}`);
  });

  it("groups the actions by target type, in the target types' order", () => {
    const order = platformAuditActions.map((a) => platformAuditTargets.indexOf(platformAuditTargetOf(a)));
    expect(order).toEqual([...order].sort((x, y) => x - y));
  });

  it("accepts as the log's action filter an action or a target type and a dot, nothing else", () => {
    expect(isPlatformAuditActionFilter('shop.offline')).toBe(true);
    expect(isPlatformAuditActionFilter('shop.')).toBe(true);
    expect(isPlatformAuditActionFilter('loyaltySettings.')).toBe(true);
    for (const bad of ['shop', 'shop_', 'shop.close', 'shops.', '.', 'toString', 'constructor.'])
      expect(isPlatformAuditActionFilter(bad), bad).toBe(false);
  });

  it('refuses an unknown action or target type in the query with its message', () => {
    const ok = AuditLogPageQuery.safeParse({ action: ' category. ', targetType: 'category' });
    expect(ok.success && ok.data).toMatchObject({ action: 'category.', targetType: 'category' });
    expect(AuditLogPageQuery.safeParse({ action: '', targetType: '' }).success).toBe(true);
    const bad = AuditLogPageQuery.safeParse({ action: 'shop_', targetType: 'shops' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['action', messages.auditActionUnknown.id],
      ['targetType', messages.auditTargetUnknown.id],
    ]);
  });
});

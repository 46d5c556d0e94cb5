// The audit log's actions and target types in words. The server writes keys (`shop.offline`, `user`);
// a key without words here (a newer action) shows as itself, so the log never hides a row.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';

export interface AuditWords {
  /** The actions with words, in the filter's order. */
  actions: string[];
  targetTypes: string[];
  action(key: string): string;
  targetType(key: string): string;
}

export function useAuditWords(): AuditWords {
  const { t } = useLingui();
  return useMemo(() => {
    const actions: Record<string, string> = {
      'shopApply.approve': t`Store application approved`,
      'shopApply.reject': t`Store application rejected`,
      'shop.offline': t`Store taken offline`,
      'shop.online': t`Store brought online`,
      'user.disable': t`Member disabled`,
      'user.enable': t`Member enabled`,
      'user.score': t`Member's points adjusted`,
      'user.balance': t`Member's balance adjusted`,
      'site.webConfig': t`Site configuration changed`,
      'indexImg.create': t`Banner added`,
      'indexImg.update': t`Banner changed`,
      'indexImg.delete': t`Banner deleted`,
      'notice.create': t`Notice added`,
      'notice.update': t`Notice changed`,
      'notice.delete': t`Notice deleted`,
      'hotSearch.create': t`Hot search added`,
      'hotSearch.update': t`Hot search changed`,
      'hotSearch.delete': t`Hot search deleted`,
    };
    const targetTypes: Record<string, string> = {
      shopApply: t`Store application`,
      shop: t({ message: 'Store', context: 'audit target' }),
      user: t({ message: 'Member', context: 'audit target' }),
      site: t`Site`,
      indexImg: t`Banner`,
      notice: t({ message: 'Notice', context: 'audit target' }),
      hotSearch: t`Hot search`,
    };
    return {
      actions: Object.keys(actions),
      targetTypes: Object.keys(targetTypes),
      action: (key) => actions[key] ?? key,
      targetType: (key) => targetTypes[key] ?? key,
    };
  }, [t]);
}

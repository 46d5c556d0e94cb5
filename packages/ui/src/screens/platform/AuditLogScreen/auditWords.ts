// The audit log's actions and target types in words: the domain's list (platformAudit.ts, decisions/0099),
// which the server's audit rows are typed with. A key without words (an older row's) shows as itself, so
// the log never hides a row.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import {
  isPlatformAuditAction,
  isPlatformAuditTarget,
  platformAuditActionLabels,
  platformAuditActions,
  platformAuditTargetLabels,
  platformAuditTargets,
} from '@mall/domain';

export interface AuditWords {
  /** Every action, grouped by target type in the console's menu order (the filter's order). */
  actions: readonly string[];
  targetTypes: readonly string[];
  action(key: string): string;
  targetType(key: string): string;
}

export function useAuditWords(): AuditWords {
  // `_` is new with each locale, so the words follow a switch of language.
  const { _ } = useLingui();
  return useMemo(
    () => ({
      actions: platformAuditActions,
      targetTypes: platformAuditTargets,
      action: (key) => (isPlatformAuditAction(key) ? _(platformAuditActionLabels[key]) : key),
      targetType: (key) => (isPlatformAuditTarget(key) ? _(platformAuditTargetLabels[key]) : key),
    }),
    [_],
  );
}

// A list of platform actions on an application or a store (decision 0084: read from the audit log):
// when, who (username and role), what, and the reason given.
import { useLingui } from '@lingui/react/macro';
import { platformRoleLabels, type PlatformActionLine } from '@mall/domain';

export function ActionHistory({ lines }: { lines: PlatformActionLine[] }) {
  const { t, i18n } = useLingui();
  const actionLabels: Record<string, string> = {
    'shopApply.approve': t`Approved`,
    'shopApply.reject': t`Rejected`,
    'shop.offline': t`Taken offline`,
    'shop.online': t`Brought online`,
  };
  if (lines.length === 0) return <p className="m-0 text-neutral-600">{t`No platform actions yet.`}</p>;
  return (
    <ol aria-label={t`Platform actions`} className="m-0 flex list-none flex-col gap-2 p-0">
      {lines.map((line) => {
        const who = line.actorUsername;
        const role = i18n._(platformRoleLabels[line.actorRole]);
        const reason = line.remark;
        return (
          <li key={line.id} className="flex flex-wrap gap-x-4">
            <span className="font-num text-neutral-600">{line.createTime}</span>
            <span>{actionLabels[line.action] ?? line.action}</span>
            <span>{t`by ${who} (${role})`}</span>
            {reason ? <span className="text-neutral-700">{t`Reason: ${reason}`}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

// One audit row's before and after, side by side: a table of the fields that changed (before, after),
// then the unchanged ones folded away, so a reader sees the change and not two JSON dumps. A field absent
// on one side (nothing before a creation, nothing after a deletion) shows a dash.
import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { platformRoleLabels, type AuditLogRecord } from '@mall/domain';
import { Button } from '../../../primitives/Button/index.ts';
import { useAuditWords } from './auditWords.ts';
import { fieldDiff, type FieldChange, type FieldValue } from './fieldDiff.ts';

export interface AuditChangesProps {
  id?: string | undefined;
  record: AuditLogRecord;
  onClose: () => void;
}

export function AuditChanges({ id, record, onClose }: AuditChangesProps) {
  const { t, i18n } = useLingui();
  const words = useAuditWords();
  const heading = useRef<HTMLHeadingElement>(null);
  const fields = fieldDiff(record.before, record.after);
  const changed = fields.filter((f) => f.changed);
  const unchanged = fields.filter((f) => !f.changed);
  const action = words.action(record.action);
  const target = `${words.targetType(record.targetType)} ${record.targetId}`;
  const who = record.actorUsername;
  const role = i18n._(platformRoleLabels[record.actorRole]);
  const time = record.createTime;
  const count = unchanged.length;

  // Opened from a row above: the reader is taken to it.
  useEffect(() => {
    heading.current?.focus();
  }, [record.id]);

  return (
    <section
      id={id}
      aria-labelledby={`${id ?? 'audit-changes'}-title`}
      className="flex flex-col gap-3 rounded-md border border-neutral-200 bg-white p-4"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2
            id={`${id ?? 'audit-changes'}-title`}
            ref={heading}
            tabIndex={-1}
            className="m-0 text-lg font-medium outline-none"
          >
            {t`${action}: ${target}`}
          </h2>
          <p className="m-0 text-sm text-neutral-600">{t`${time}, by ${who} (${role})`}</p>
        </div>
        <Button variant="outline" size="sm" onClick={onClose}>
          {t`Close`}
        </Button>
      </div>
      {changed.length === 0 ? (
        <p className="m-0 text-neutral-600">{t`No field changed.`}</p>
      ) : (
        <FieldTable caption={t`Changed fields`} fields={changed} highlight />
      )}
      {count > 0 ? (
        <details className="text-neutral-700">
          <summary className="cursor-pointer">{t`Unchanged fields (${count})`}</summary>
          <FieldTable caption={t`Unchanged fields`} fields={unchanged} />
        </details>
      ) : null}
    </section>
  );
}

function FieldTable({
  caption,
  fields,
  highlight = false,
}: {
  caption: string;
  fields: FieldChange[];
  highlight?: boolean;
}) {
  const { t } = useLingui();
  const cell = 'border-b border-neutral-200 px-3 py-2 text-left align-top';
  return (
    <table className="mt-2 w-full border-collapse text-base">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="bg-neutral-50 text-neutral-600">
          <th scope="col" className={`${cell} w-1/4 font-medium`}>{t`Field`}</th>
          <th scope="col" className={`${cell} font-medium`}>{t`Before`}</th>
          <th scope="col" className={`${cell} font-medium`}>{t`After`}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((f) => (
          <tr key={f.field}>
            <th scope="row" className={`${cell} font-num font-normal break-all text-neutral-700`}>
              {f.field || t`Value`}
            </th>
            <td className={`${cell} break-all ${highlight ? 'bg-red-50 text-red-800' : ''}`}>
              <Shown value={f.before} />
            </td>
            <td className={`${cell} break-all ${highlight ? 'bg-green-50 text-green-800' : ''}`}>
              <Shown value={f.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A value as words: absent a dash (named for screen readers), null "none", '' "empty". */
function Shown({ value }: { value: FieldValue }) {
  const { t } = useLingui();
  if (value === undefined)
    return (
      <span aria-label={t`Absent`} className="text-neutral-500">
        —
      </span>
    );
  if (value === null) return <span className="text-neutral-500 italic">{t`none`}</span>;
  if (value === '') return <span className="text-neutral-500 italic">{t`empty`}</span>;
  return <>{String(value)}</>;
}
